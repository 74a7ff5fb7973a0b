import { equal, throws } from "node:assert/strict";
import { arrayLike, checkSeed, integerIn, oneOf, positiveInteger, probabilityIn, shown } from "./check.ts";

Deno.test("shown() shows a value on one short line: strings quoted, short arrays in full, other objects by kind", () => {
  equal(shown("a\nb"), '"a\\nb"');
  equal(shown([0.96, 1.7]), "[0.96, 1.7]");
  equal(shown(Array.from({ length: 50 }, (_, i) => i)), "an array of 50");
  equal(shown({ a: 1 }), "an object");
  equal(shown(5n), "5n");
});

Deno.test("integerIn() returns an integer in range and refuses others, naming the value as given", () => {
  equal(integerIn("table size", 12, 3, 81), 12);
  throws(() => integerIn("table size", 82, 3, 81), /^RangeError: table size 82 is not an integer in 3\.\.81$/);
  throws(() => integerIn("table size", "12", 3, 81), /table size "12" is not an integer in 3\.\.81/);
});

Deno.test("oneOf() returns one of the choices and refuses others, listing the choices", () => {
  equal(oneOf("policy", "first", ["first", "random"] as const), "first");
  throws(() => oneOf("policy", "best", ["first", "random"]), /policy "best" is not one of first, random/);
});

Deno.test("positiveInteger() accepts 1..2^53 − 1 and refuses 0, fractions and unsafe integers", () => {
  equal(positiveInteger("trials", 10), 10);
  throws(() => positiveInteger("trials", 0), /^RangeError: trials 0 is not a positive integer$/);
  throws(() => positiveInteger("trials", 2.5), /trials 2\.5 is not a positive integer/);
  throws(() => positiveInteger("trials", 2 ** 53), /trials 9007199254740992 is not a positive integer/);
});

Deno.test("probabilityIn() accepts [0, 1], or (0, 1) with open, and refuses NaN", () => {
  equal(probabilityIn("p", 1), 1);
  throws(() => probabilityIn("p", 2), /^RangeError: p 2 is not in \[0, 1\]$/);
  throws(() => probabilityIn("p", NaN), /p NaN is not in \[0, 1\]/);
  throws(() => probabilityIn("confidence", 1, { open: true }), /^RangeError: confidence 1 is not between 0 and 1$/);
});

Deno.test("arrayLike() accepts a typed array and refuses a Set", () => {
  arrayLike("cards", new Uint8Array(3));
  throws(() => arrayLike("cards", new Set([0, 1, 2])), /cards a Set of 3 is not an array/);
});

Deno.test("checkSeed() returns a non-empty string and refuses the empty string and numbers", () => {
  equal(checkSeed("42"), "42");
  throws(() => checkSeed(""), /^RangeError: seed "" is not a non-empty string$/);
  throws(() => checkSeed(42), /seed 42 is not a non-empty string/);
});

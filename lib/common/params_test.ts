import { deepEqual, equal, throws } from "node:assert/strict";
import {
  choiceParam,
  decimalParam,
  integerParam,
  parseCommandLine,
  pathParam,
  quoted,
  readParam,
  readValue,
  seedParam,
  sizesParam,
  switchParam,
  UsageError,
} from "./params.ts";

const spec = {
  seed: seedParam({ default: "42", meaning: "seed" }),
  trials: integerParam({ min: 1, max: 1e12, default: 1_000_000, meaning: "trials" }),
  method: choiceParam(["plain", "sis"] as const, { default: "plain", meaning: "method" }),
  sizes: sizesParam({ min: 3, max: 81, meaning: "sizes" }),
  out: pathParam("out", "a file"),
  json: switchParam("json"),
};

const flags = (argv: string[]) => parseCommandLine(argv, spec).flags;
const usage = (message: RegExp) => (error: Error) => error instanceof UsageError && message.test(error.message);

Deno.test("integerParam() accepts decimal digits only, in range, and rejects 0x, exponents, separators and signs", () => {
  const p = integerParam({ min: 1, max: 1e12, meaning: "n" });
  equal(p.read("1000000000000"), 1e12);
  equal(p.read("007"), 7);
  for (const bad of ["0x1000", "1e3", "1,0", "1_000", "+5", "-5", "1.0", "", " 5", "5 ", "٣", "1000000000001"]) {
    equal(p.read(bad), undefined, bad);
  }
});

Deno.test("decimalParam() accepts digits and one point, in range", () => {
  const p = decimalParam({ min: 0.5, max: 10, meaning: "x" });
  equal(p.read("2.953125"), 2.953125);
  for (const bad of ["1e1", ".5", "5.", "0x1", "0.4", "10.5", "-1"]) equal(p.read(bad), undefined, bad);
});

Deno.test("seedParam() counts characters, not UTF-16 units: 200 emoji are a seed, 201 are not", () => {
  const p = seedParam({ meaning: "seed" });
  equal(p.read("😀".repeat(200)), "😀".repeat(200));
  equal(p.read("😀".repeat(201)), undefined);
  equal(p.read("日本"), "日本");
  equal(p.read(""), undefined);
});

Deno.test("seedParam() refuses control, format and separator characters, other spaces and U+FFFD; a plain space is fine", () => {
  const p = seedParam({ meaning: "seed" });
  equal(p.read("Zebra 7"), "Zebra 7");
  for (const bad of ["a\u200bb", "a\u202eb", "a\u2028b", "a\u2029b", "\ufeffa", "a\u00a0b", "a\tb", "a\nb", "\ufffd"]) {
    equal(p.read(bad), undefined, quoted(bad));
  }
});

Deno.test("readParam() says text holding U+FFFD is not UTF-8, and names the flag and value otherwise", () => {
  const p = seedParam({ meaning: "seed" });
  throws(() => readParam(p, "--seed", "\ufffd"), usage(/^--seed is not valid UTF-8 .*got "\\u\{fffd\}"$/));
  throws(() => readParam(p, "--seed", "a\u200bb"), usage(/^--seed must be 1 to 200 characters.*got "a\\u\{200b\}b"$/));
});

Deno.test("readValue() refuses values of the wrong type in a cell instead of turning them into text", () => {
  const seed = seedParam({ meaning: "seed" }), trials = integerParam({ min: 1, max: 10, meaning: "trials" });
  equal(readValue(seed, "seed", "7"), "7");
  equal(readValue(trials, "trials", 7), 7);
  for (
    const [value, shown] of [[null, "null"], [{}, "an object"], [true, "true"], [["a", "b"], "an array"], [7, "7"]]
  ) {
    throws(() => readValue(seed, "seed", value), usage(new RegExp(`^seed must be a string, got ${shown}$`)));
  }
  throws(() => readValue(trials, "trials", "7"), usage(/^trials must be a number, got "7"$/));
  throws(() => readValue(trials, "trials", 7.5), usage(/^trials must be an integer in 1\.\.10, got "7\.5"$/));
  throws(() => readValue(trials, "trials", NaN), usage(/^trials must be an integer in 1\.\.10, got "NaN"$/));
});

Deno.test("parseCommandLine() fills defaults, reads --flag value and --flag=value, and switches", () => {
  deepEqual(flags([]), {
    seed: "42",
    trials: 1_000_000,
    method: "plain",
    sizes: undefined,
    out: undefined,
    json: false,
  });
  deepEqual(flags(["--seed=7", "--trials", "10", "--sizes", "12,15", "--json"]), {
    seed: "7",
    trials: 10,
    method: "plain",
    sizes: [12, 15],
    out: undefined,
    json: true,
  });
  equal(flags(["--seed=-7"]).seed, "-7");
});

Deno.test("parseCommandLine() refuses unknown, missing, empty and repeated flags in one line naming them", () => {
  const cases: [string[], RegExp][] = [
    [["--seeds", "7"], /^unknown flag "--seeds" \(the flags are --seed, --trials, --method, --sizes, --out, --json;/],
    [["-s", "7"], /^unknown flag "-s" /],
    [["--seed"], /^flag --seed needs a value$/],
    [["--seed", "--json"], /^flag --seed needs a value$/],
    [["--seed", "-7"], /^flag --seed needs a value; for the value "-7" write --seed=-7$/],
    [["--out="], /^--out must be a file, got ""$/],
    [["--json", "--json"], /^flag --json given twice$/],
    [["--trials", "5", "--trials=6"], /^flag --trials given twice$/],
    [["--json=yes"], /^flag --json takes no value$/],
    [["--method", "SIS"], /^--method must be one of plain, sis, got "SIS"$/],
    [["--trials", "abc"], /^--trials must be an integer in 1\.\.1,000,000,000,000, got "abc"$/],
    [["--seed", "a\ufffdb"], /^--seed is not valid UTF-8/],
    [["a\ufffd"], /^argument "a\\u\{fffd\}" is not valid UTF-8$/],
  ];
  for (const [argv, message] of cases) throws(() => flags(argv), usage(message), argv.join(" "));
});

Deno.test("sizesParam() reads lists and ranges, sorted and each once, and refuses backwards ranges", () => {
  const p = sizesParam({ min: 3, max: 81, meaning: "sizes" });
  deepEqual(p.read("9-12,10,3"), [3, 9, 10, 11, 12]);
  for (const bad of ["21-9", "2", "82", "9-", "x", "", "9,,10"]) equal(p.read(bad), undefined, bad);
});

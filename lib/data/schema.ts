/**
 * Schemas for the documents we read (the files in `data/`): each checks a value and returns it
 * typed, or throws one line in one format, `PATH: VALUE is not EXPECTED`
 * (`cells[3].coverage: 1.5 is not a probability in [0, 1]`), naming where in the document the
 * value sits. Objects refuse fields they do not know, so a misspelt optional field is an error,
 * not a silently missing number.
 *
 * Ours rather than a validation package (zod, ajv): our files are few and small, the rules that
 * matter most compare values with what the library computes itself (written as plain code with
 * {@link refine}), and the messages must read like the library's other errors; the shapes need
 * only the dozen helpers below. Imported as a namespace: `import * as schema from "./schema.ts"`.
 *
 * @module
 */
import { shown } from "../common/check.ts";

/** A check of one value: what it expects, in words, and the check itself. */
export interface Schema<T> {
  /** What a valid value is, as a message says it: `"a probability in [0, 1]"`. */
  readonly expected: string;
  /** Whether an object may leave this field out (see {@link optional}). */
  readonly optional: boolean;
  /**
   * The value, typed, when it is valid.
   *
   * @param path Where the value sits in its document, for messages (default: the document itself).
   * @throws {SchemaError} `PATH: VALUE is not EXPECTED`.
   */
  check(value: unknown, path?: string): T;
}

/** A value that does not fit its schema; the message is one line, `PATH: REASON`. */
export class SchemaError extends Error {
  override name = "SchemaError";
  /**
   * @param path Where the value sits (`cells[3].coverage`), empty for the document itself.
   * @param reason What is wrong with it (`1.5 is not a probability in [0, 1]`).
   */
  constructor(readonly path: string, readonly reason: string) {
    super(path ? `${path}: ${reason}` : reason);
  }
}

/**
 * Throws `PATH: VALUE is not EXPECTED`: the one way a schema or a rule of {@link refine} refuses a value.
 *
 * @example
 * ```ts
 * import { invalid } from "./schema.ts";
 * import { throws } from "node:assert/strict";
 * throws(() => invalid("cells[3].coverage", 1.5, "a probability in [0, 1]"), {
 *   name: "SchemaError",
 *   message: "cells[3].coverage: 1.5 is not a probability in [0, 1]",
 * });
 * ```
 */
export function invalid(path: string, value: unknown, expected: string): never {
  throw new SchemaError(path, `${shown(value)} is not ${expected}`);
}

/**
 * The path of a field or an element: `cells` + 3 → `cells[3]`, `cells[3]` + `"n"` → `cells[3].n`, keys
 * that are not names quoted (`exact["12"]`).
 *
 * @example
 * ```ts
 * import { at } from "./schema.ts";
 * import { equal } from "node:assert/strict";
 * equal(at(at(at("", "cells"), 3), "coverage"), "cells[3].coverage");
 * equal(at("exact", "12"), 'exact["12"]');
 * ```
 */
export function at(path: string, key: string | number): string {
  if (typeof key === "number") return `${path}[${key}]`;
  if (!/^[A-Za-z_$][\w$]*$/.test(key)) return `${path}[${JSON.stringify(key)}]`;
  return path ? `${path}.${key}` : key;
}

// A schema from a test of the value.
function simple<T>(expected: string, test: (value: unknown) => boolean): Schema<T> {
  return {
    expected,
    optional: false,
    check(value, path = "") {
      if (!test(value)) invalid(path, value, expected);
      return value as T;
    },
  };
}

const isFinite = (value: unknown): value is number => typeof value === "number" && Number.isFinite(value);
const isCount = (value: unknown): value is number => Number.isSafeInteger(value) && (value as number) >= 0;

/** A string, empty or not. */
export const string = (): Schema<string> => simple("a string", (v) => typeof v === "string");
/** A string with at least one character that is not white space. */
export const text = (): Schema<string> => simple("a non-empty string", (v) => typeof v === "string" && v.trim() !== "");
/** `true` or `false`. */
export const boolean = (): Schema<boolean> => simple("true or false", (v) => typeof v === "boolean");
/** A finite number of at least 0. */
export const nonNegative = (): Schema<number> => simple("a non-negative number", (v) => isFinite(v) && v >= 0);
/** A finite number above 0. */
export const positive = (): Schema<number> => simple("a positive number", (v) => isFinite(v) && v > 0);
/** A number in [0, 1]. */
export const probability = (): Schema<number> =>
  simple("a probability in [0, 1]", (v) => isFinite(v) && v >= 0 && v <= 1);
/** An integer 0, 1, 2, … below 2^53 (so that it counts exactly). */
export const count = (): Schema<number> => simple("a non-negative integer", isCount);
/** An integer 1, 2, 3, … below 2^53. */
export const positiveInteger = (): Schema<number> =>
  simple("a positive integer", (v) => isCount(v) && (v as number) >= 1);
/** An integer in `lo..hi`. */
export const integer = (lo: number, hi: number): Schema<number> =>
  simple(`an integer in ${lo}..${hi}`, (v) => Number.isInteger(v) && (v as number) >= lo && (v as number) <= hi);
/** A non-negative integer of any size written in decimal digits (a BigInt count kept as a string). */
export const digits = (): Schema<string> =>
  simple("a non-negative integer in decimal digits", (v) => typeof v === "string" && /^(0|[1-9]\d*)$/.test(v));
/** A date and time in ISO 8601, as `Date.prototype.toISOString` writes it. */
export const isoDate = (): Schema<string> =>
  simple(
    "a date in ISO 8601",
    (v) => typeof v === "string" && /^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d(\.\d+)?Z$/.test(v) && !Number.isNaN(Date.parse(v)),
  );
/** An interval `[lo, hi]` of probabilities, `0 <= lo <= hi <= 1`. */
export const probabilityInterval = (): Schema<[number, number]> =>
  simple(
    "an interval [lo, hi] with 0 ≤ lo ≤ hi ≤ 1",
    (v) => Array.isArray(v) && v.length === 2 && v.every(isFinite) && 0 <= v[0] && v[0] <= v[1] && v[1] <= 1,
  );

/**
 * One of `choices` (compared with `===`).
 *
 * @example
 * ```ts
 * import * as schema from "./schema.ts";
 * import { equal, throws } from "node:assert/strict";
 * equal(schema.oneOf(["plain", "sis"] as const).check("sis"), "sis");
 * throws(() => schema.oneOf(["plain", "sis"]).check("SIS", "methods[1]"), /^SchemaError: methods\[1\]: "SIS" is not one of plain, sis$/);
 * ```
 */
export function oneOf<const T>(choices: readonly T[]): Schema<T> {
  return simple(`one of ${choices.join(", ")}`, (v) => choices.includes(v as T));
}

/** The same check, or `null`. */
export function nullable<T>(inner: Schema<T>): Schema<T | null> {
  return {
    expected: `${inner.expected} or null`,
    optional: false,
    check: (value, path = "") => value === null ? null : inner.check(value, path) as T,
  };
}

/** The same check for a field an object may leave out (`undefined` passes). */
export function optional<T>(inner: Schema<T>): Schema<T | undefined> {
  return {
    expected: inner.expected,
    optional: true,
    check: (value, path = "") => value === undefined ? undefined : inner.check(value, path),
  };
}

/**
 * An array whose every element passes `item`, with at least `minLength` of them (default 0).
 *
 * @example
 * ```ts
 * import * as schema from "./schema.ts";
 * import { throws } from "node:assert/strict";
 * const sizes = schema.array(schema.integer(3, 81), { minLength: 1 });
 * sizes.check([12, 15]);
 * throws(() => sizes.check([12, "15"], "sizes"), /^SchemaError: sizes\[1\]: "15" is not an integer in 3\.\.81$/);
 * throws(() => sizes.check([], "sizes"), /^SchemaError: sizes: \[\] is not an array of at least 1$/);
 * ```
 */
export function array<T>(item: Schema<T>, { minLength = 0 }: { minLength?: number } = {}): Schema<T[]> {
  const expected = minLength > 0 ? `an array of at least ${minLength}` : "an array";
  return {
    expected,
    optional: false,
    check(value, path = "") {
      if (!Array.isArray(value) || value.length < minLength) invalid(path, value, expected);
      return value.map((element, i) => item.check(element, at(path, i)));
    },
  };
}

// A plain object (not an array, not null).
function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

/**
 * An object whose values all pass `value` (and whose keys pass `key`, when given): a map by name.
 *
 * @example
 * ```ts
 * import * as schema from "./schema.ts";
 * import { throws } from "node:assert/strict";
 * const exact = schema.record(schema.probability(), { key: schema.digits() });
 * exact.check({ "12": 0.0323 });
 * throws(() => exact.check({ "12": -1 }, "exact"), /^SchemaError: exact\["12"\]: -1 is not a probability in \[0, 1\]$/);
 * throws(() => exact.check({ twelve: 0.0323 }, "exact"), /^SchemaError: exact: key "twelve" is not a non-negative integer/);
 * ```
 */
export function record<T>(value: Schema<T>, { key }: { key?: Schema<string> } = {}): Schema<Record<string, T>> {
  return {
    expected: "an object",
    optional: false,
    check(input, path = "") {
      if (!isObject(input)) invalid(path, input, "an object");
      const out: Record<string, T> = {};
      for (const [name, element] of Object.entries(input)) {
        if (key) {
          try {
            key.check(name);
          } catch {
            throw new SchemaError(path, `key ${shown(name)} is not ${key.expected}`);
          }
        }
        out[name] = value.check(element, at(path, name));
      }
      return out;
    },
  };
}

/** A schema for each field of `T`: optional fields take {@link optional} schemas. */
export type Fields<T> = { [K in keyof T]-?: Schema<T[K]> };

/**
 * An object with exactly these fields: each required one present (unless its schema is
 * {@link optional}) and valid, and no other field.
 *
 * @example
 * ```ts
 * import * as schema from "./schema.ts";
 * import { deepEqual, throws } from "node:assert/strict";
 * const cell = schema.object<{ n: number; p?: number }>({ n: schema.integer(3, 81), p: schema.optional(schema.probability()) });
 * deepEqual(cell.check({ n: 12 }), { n: 12 });
 * throws(() => cell.check({ p: 0.5 }, "cells[0]"), /^SchemaError: cells\[0\]\.n: missing \(should be an integer in 3\.\.81\)$/);
 * throws(() => cell.check({ n: 12, q: 1 }, "cells[0]"), /^SchemaError: cells\[0\]\.q: unexpected field \(known: n, p\)$/);
 * throws(() => cell.check([12]), /^SchemaError: \[12\] is not an object$/);
 * ```
 */
export function object<T>(fields: Fields<T>): Schema<T> {
  const known = Object.keys(fields);
  return {
    expected: "an object",
    optional: false,
    check(value, path = "") {
      if (!isObject(value)) invalid(path, value, "an object");
      for (const name of Object.keys(value)) {
        if (!Object.hasOwn(fields, name)) {
          throw new SchemaError(at(path, name), `unexpected field (known: ${known.join(", ")})`);
        }
      }
      const out: Record<string, unknown> = {};
      for (const name of known) {
        const field = (fields as Record<string, Schema<unknown>>)[name];
        if (value[name] === undefined) {
          if (!field.optional) throw new SchemaError(at(path, name), `missing (should be ${field.expected})`);
          continue;
        }
        out[name] = field.check(value[name], at(path, name));
      }
      return out as T;
    },
  };
}

/**
 * The same check, then `rule` on the typed value: the place for what a shape cannot say (an
 * interval's ends in order, a count no larger than its total, a value equal to what the
 * library computes). The rule throws with {@link invalid}, or a {@link SchemaError}.
 *
 * @example
 * ```ts
 * import * as schema from "./schema.ts";
 * import { throws } from "node:assert/strict";
 * const cell = schema.refine(
 *   schema.object<{ seeds: number; covered: number }>({ seeds: schema.positiveInteger(), covered: schema.count() }),
 *   (c, path) => {
 *     if (c.covered > c.seeds) schema.invalid(schema.at(path, "covered"), c.covered, `at most seeds (${c.seeds})`);
 *   },
 * );
 * cell.check({ seeds: 10, covered: 9 });
 * throws(() => cell.check({ seeds: 10, covered: 11 }, "cells[2]"), /^SchemaError: cells\[2\]\.covered: 11 is not at most seeds \(10\)$/);
 * ```
 */
export function refine<T>(inner: Schema<T>, rule: (value: T, path: string) => void): Schema<T> {
  return {
    expected: inner.expected,
    optional: inner.optional,
    check(value, path = "") {
      const checked = inner.check(value, path);
      if (checked !== undefined) rule(checked, path);
      return checked;
    },
  };
}

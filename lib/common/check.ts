/**
 * Argument checks with one error format: `NAME VALUE is not …`, naming the value as given.
 *
 * @module
 */

/** A value as an error message shows it, on one short line: strings quoted, short arrays in full, objects by kind. */
export function shown(value: unknown): string {
  if (typeof value === "bigint") return `${value}n`;
  if (value instanceof Set) return `a Set of ${value.size}`;
  if (value !== null && typeof value === "object" && !Array.isArray(value)) return "an object";
  const text = typeof value === "string"
    ? JSON.stringify(value)
    : Array.isArray(value)
    ? `[${value.map(shown).join(", ")}]`
    : String(value);
  if (text.length <= 62) return text;
  return Array.isArray(value) ? `an array of ${value.length}` : `${text.slice(0, 60)}…`;
}

/** Returns `value` if an integer in `lo..hi`, else throws a RangeError `NAME VALUE is not an integer in LO..HI`. */
export function integerIn(name: string, value: unknown, lo: number, hi: number): number {
  if (typeof value !== "number" || !Number.isInteger(value) || value < lo || value > hi) {
    throw new RangeError(`${name} ${shown(value)} is not an integer in ${lo}..${hi}`);
  }
  return value;
}

/** Returns `value` if one of `choices`, else throws a RangeError `NAME VALUE is not one of A, B, C`. */
export function oneOf<T>(name: string, value: unknown, choices: readonly T[]): T {
  if (!choices.includes(value as T)) {
    throw new RangeError(`${name} ${shown(value)} is not one of ${choices.join(", ")}`);
  }
  return value as T;
}

/** Returns `value` if an integer in 1..2^53 − 1, else throws a RangeError `NAME VALUE is not a positive integer`. */
export function positiveInteger(name: string, value: unknown): number {
  if (typeof value !== "number" || !Number.isSafeInteger(value) || value < 1) {
    throw new RangeError(`${name} ${shown(value)} is not a positive integer`);
  }
  return value;
}

/** Returns `value` if in [0, 1] (`open`: in (0, 1)), else throws a RangeError `NAME VALUE is not in [0, 1]`. */
export function probabilityIn(name: string, value: unknown, { open = false }: { open?: boolean } = {}): number {
  if (typeof value !== "number" || !(open ? value > 0 && value < 1 : value >= 0 && value <= 1)) {
    throw new RangeError(`${name} ${shown(value)} is not ${open ? "between 0 and 1" : "in [0, 1]"}`);
  }
  return value;
}

/** Throws a TypeError `NAME VALUE is not an array` unless `value` is an array or a typed array (not a `Set`, say). */
export function arrayLike<T = number>(name: string, value: unknown): ArrayLike<T> {
  if (!Array.isArray(value) && !(ArrayBuffer.isView(value) && !(value instanceof DataView))) {
    throw new TypeError(`${name} ${shown(value)} is not an array`);
  }
  return value as unknown as ArrayLike<T>;
}

/** Returns `seed` if a non-empty string, else throws a RangeError `seed VALUE is not a non-empty string`. */
export function checkSeed(seed: unknown): string {
  if (typeof seed !== "string" || seed === "") throw new RangeError(`seed ${shown(seed)} is not a non-empty string`);
  return seed;
}

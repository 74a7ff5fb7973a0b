/**
 * Numbers as people read them (`1,080`, `3.23%`), the same in both editions; lists, tables and commands as plain text.
 *
 * @module
 */
/**
 * A count with thousands separators (numbers and BigInts alike).
 *
 * @example
 * ```ts
 * import { int } from "./format.ts";
 * import { equal } from "node:assert/strict";
 * equal(int(1080), "1,080");
 * equal(int(682_344n), "682,344");
 * ```
 */
export function int(value: number | bigint): string {
  return value.toLocaleString("en-US", { maximumFractionDigits: 0 });
}

/**
 * A probability as a percentage with `digits` decimals.
 *
 * @example
 * ```ts
 * import { pct } from "./format.ts";
 * import { equal } from "node:assert/strict";
 * equal(pct(0.032299), "3.23%");
 * equal(pct(0.000366, 4), "0.0366%");
 * ```
 */
export function pct(p: number, digits = 2): string {
  return Number.isNaN(p) ? "n/a" : `${fixed(100 * p, digits)}%`;
}

/**
 * A small probability as a percentage with `significant` digits: `0.037%`.
 *
 * @example
 * ```ts
 * import { pctSig } from "./format.ts";
 * import { equal } from "node:assert/strict";
 * equal(pctSig(0.000370), "0.037%");
 * equal(pctSig(0.25, 1), "25%");
 * ```
 */
export function pctSig(p: number, significant = 2): string {
  if (p === 0) return "0%";
  return `${fixed(100 * p, Math.max(0, significant - 1 - Math.floor(Math.log10(Math.abs(100 * p)))))}%`;
}

/**
 * A number with `digits` decimals and thousands separators.
 *
 * @example
 * ```ts
 * import { fixed } from "./format.ts";
 * import { equal } from "node:assert/strict";
 * equal(fixed(3.14159, 2), "3.14");
 * equal(fixed(12345.6, 1), "12,345.6");
 * ```
 */
export function fixed(x: number, digits: number): string {
  return x.toLocaleString("en-US", { minimumFractionDigits: digits, maximumFractionDigits: digits });
}

/**
 * A number in scientific notation with `digits` decimals, `"0"` for zero.
 *
 * @example
 * ```ts
 * import { sci } from "./format.ts";
 * import { equal } from "node:assert/strict";
 * equal(sci(1.4537e-13), "1.454e-13");
 * equal(sci(0), "0");
 * ```
 */
export function sci(x: number, digits = 3): string {
  return x === 0 ? "0" : x.toExponential(digits).replace("e+", "e");
}

/**
 * Odds against as the rulebook writes them, `"r : 1"`, r to four significant digits; `"never"` for Infinity.
 *
 * @example
 * ```ts
 * import { odds } from "./format.ts";
 * import { equal } from "node:assert/strict";
 * equal(odds(2741.26), "2,741 : 1");
 * equal(odds(1.2345e13), "1.235e13 : 1");
 * ```
 */
export function odds(oddsAgainst: number): string {
  if (!Number.isFinite(oddsAgainst)) return "never";
  if (oddsAgainst >= 1e9) return `${sci(oddsAgainst)} : 1`;
  return `${oddsAgainst.toLocaleString("en-US", { maximumSignificantDigits: 4 })} : 1`;
}

/**
 * A count and its noun, singular for one (`many` the plural, default `one` + "s").
 *
 * @example
 * ```ts
 * import { plural } from "./format.ts";
 * import { equal } from "node:assert/strict";
 * equal(plural(1, "worker"), "1 worker");
 * equal(plural(1000, "class", "classes"), "1,000 classes");
 * ```
 */
export function plural(count: number | bigint, one: string, many = `${one}s`): string {
  return `${int(count)} ${count === 1 || count === 1n ? one : many}`;
}

const SUPERSCRIPT = "⁰¹²³⁴⁵⁶⁷⁸⁹";

/**
 * 10 to an integer power as printed: `10⁻¹³`, `10²`; 10⁰ is `1` and 10¹ is `10`.
 *
 * @example
 * ```ts
 * import { powerOfTen } from "./format.ts";
 * import { equal } from "node:assert/strict";
 * equal(powerOfTen(-13), "10⁻¹³");
 * equal(powerOfTen(0), "1");
 * ```
 */
export function powerOfTen(exponent: number): string {
  if (exponent === 0 || exponent === 1) return String(10 ** exponent);
  return `10${[...String(exponent)].map((c) => c === "-" ? "⁻" : SUPERSCRIPT[Number(c)]).join("")}`;
}

/**
 * A number in scientific notation for figures: `significant` digits times a power of ten in superscripts.
 *
 * @example
 * ```ts
 * import { timesPowerOfTen } from "./format.ts";
 * import { equal } from "node:assert/strict";
 * equal(timesPowerOfTen(1.44e-13), "1.4 × 10⁻¹³");
 * equal(timesPowerOfTen(1e-5, 1), "10⁻⁵");
 * ```
 */
export function timesPowerOfTen(x: number, significant = 2): string {
  if (x === 0) return "0";
  const exponent = Math.floor(Math.log10(Math.abs(x)));
  const text = fixed(x / 10 ** exponent, Math.max(0, significant - 1));
  return text === "1" ? powerOfTen(exponent) : `${text} × ${powerOfTen(exponent)}`;
}

/**
 * Integers grouped into runs of consecutive values, sorted: how a caption lists table sizes ("15–20").
 */
export function integerRuns(values: readonly number[]): [number, number][] {
  const runs: [number, number][] = [];
  for (const v of [...values].sort((a, b) => a - b)) {
    const last = runs.at(-1);
    if (last && v === last[1] + 1) last[1] = v;
    else runs.push([v, v]);
  }
  return runs;
}

/** A cell that reads as a number: digits with separators, a sign, a decimal point, an exponent, a percent sign. */
const NUMBER = /^[-−+]?[\d,.]+(e[-−+]?\d+)?( ?%)?$/;

/**
 * How each column of a table of text aligns: `"right"` for a column of numbers (or empty cells), `"left"` for words.
 */
export function columnAlignment(rows: readonly (readonly string[])[], columns: number): ("left" | "right")[] {
  return Array.from(
    { length: columns },
    (_, i) => rows.every((r) => r[i] === "" || NUMBER.test(r[i])) ? "right" : "left",
  );
}

/**
 * A table as plain text: the head, a rule, the rows, columns two spaces apart and aligned as `align` says.
 */
export function textTable(
  head: readonly string[],
  rows: readonly (readonly string[])[],
  align: readonly ("left" | "right")[] = columnAlignment(rows, head.length),
): string {
  const widths = head.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i].length)));
  const line = (cells: readonly string[]) =>
    cells.map((c, i) => (align[i] === "left" ? c.padEnd(widths[i]) : c.padStart(widths[i]))).join("  ").trimEnd();
  return [head, widths.map((w) => "-".repeat(w)), ...rows].map(line).join("\n").trimEnd();
}

/**
 * A difference of probabilities in percentage points, signed (a true minus), with `digits` decimals.
 *
 * @example
 * ```ts
 * import { percentagePoints } from "./format.ts";
 * import { equal } from "node:assert/strict";
 * equal(percentagePoints(-0.003471, 3), "−0.347");
 * equal(percentagePoints(0, 2), "+0.00");
 * ```
 */
export function percentagePoints(difference: number, digits: number): string {
  const text = Math.abs(100 * difference).toFixed(digits);
  return `${difference < 0 && Number(text) !== 0 ? "−" : "+"}${text}`;
}

/**
 * Items joined as a sentence lists them: "a", "a and b", "a, b and c".
 *
 * @example
 * ```ts
 * import { listAnd } from "./format.ts";
 * import { equal } from "node:assert/strict";
 * equal(listAnd([18, 19, 20]), "18, 19 and 20");
 * equal(listAnd(["plain"]), "plain");
 * equal(listAnd([]), "");
 * ```
 */
export function listAnd(items: readonly (string | number)[]): string {
  return items.length <= 1 ? items.join("") : `${items.slice(0, -1).join(", ")} and ${items.at(-1)}`;
}

/**
 * Table sizes as a reader writes them: increasing, runs of three or more as ranges ("15–20").
 *
 * @example
 * ```ts
 * import { sizeList } from "./format.ts";
 * import { equal } from "node:assert/strict";
 * equal(sizeList([21, 9, 10, 11, 12]), "9–12 and 21");
 * equal(sizeList([19, 20]), "19 and 20");
 * ```
 */
export function sizeList(sizes: readonly number[]): string {
  return listAnd(
    integerRuns(sizes).flatMap(([a, b]) => (a === b ? [`${a}`] : b === a + 1 ? [`${a}`, `${b}`] : [`${a}–${b}`])),
  );
}

// A word a shell (sh, bash, zsh) reads back exactly: as it is when plain, else in single quotes.
const shellWord = (word: string) => /^[A-Za-z0-9_.,:+=@%/-]+$/.test(word) ? word : `'${word.replaceAll("'", `'\\''`)}'`;

/**
 * Table sizes as a `--sizes` flag reads them back: runs as `from-to`, increasing, comma-separated.
 *
 * @example
 * ```ts
 * import { sizesFlag } from "./format.ts";
 * import { equal } from "node:assert/strict";
 * equal(sizesFlag([9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 21]), "9-18,21");
 * ```
 */
export function sizesFlag(sizes: readonly number[]): string {
  return integerRuns([...new Set(sizes)]).map(([from, to]) => from === to ? `${from}` : `${from}-${to}`).join(",");
}

/**
 * A `deno task` command as a reader can copy it: each flag `--flag=value` (so `--seed=-7` stays one flag; `true` a
 * switch, `undefined` and `false` left out), quoted where a shell would not read it back as itself.
 *
 * @example
 * ```ts
 * import { commandLine } from "./format.ts";
 * import { equal } from "node:assert/strict";
 * equal(commandLine("simulate", { seed: "-7", trials: 10000, json: true }), "deno task simulate --seed=-7 --trials=10000 --json");
 * equal(commandLine("simulate", { seed: "it's" }), `deno task simulate --seed='it'\\''s'`);
 * ```
 */
export function commandLine(task: string, flags: Record<string, string | number | boolean | undefined>): string {
  const words = Object.entries(flags).filter(([, value]) => value !== undefined && value !== false)
    .map(([flag, value]) => value === true ? `--${flag}` : `--${flag}=${shellWord(`${value}`)}`);
  return ["deno task", task, ...words].join(" ");
}

import { equal, ok } from "node:assert/strict";
import { formatApart } from "./format_apart.ts";
import { pct, sci } from "./format.ts";
import { format } from "./format.ts";

Deno.test("formatApart() keeps the fewest digits when the value is inside, or clearly outside", () => {
  equal(formatApart([0.0309, 0.0325], 0.0323, pct, 3).digits, 3);
  equal(formatApart([0.0309, 0.0325], 0.05, pct, 1).value, "5.0%");
  equal(formatApart([0.0309, 0.0325], 0.0325, pct, 2).hi, "3.25%", "a value on a bound is inside");
});

Deno.test("formatApart() adds digits until a value just outside reads outside: the exact 10.868% beside an upper bound of 10.8671%", () => {
  const out = formatApart([0.1051, 0.108671], 0.10868, pct, 2);
  equal(out.hi, "10.867%");
  equal(out.value, "10.868%");
  const below = formatApart([0.032303, 0.03234], 0.0322986, (x, d) => `${(100 * x).toFixed(d)}%`, 3);
  equal(below.lo, "3.2303%");
  equal(below.value, "3.2299%");
});

Deno.test("formatApart() never shows a value outside an interval as inside, for 3,000 random cases in pct, sci and the zh-TW format", () => {
  let state = 12345;
  const next = () => (state = (state * 16807) % 2147483647) / 2147483647;
  const formats = [pct, sci, (x: number, d: number) => format("zh-TW").pct(x, d)];
  for (let k = 0; k < 3_000; k++) {
    const scale = 10 ** -Math.floor(next() * 14);
    const lo = scale * next(), hi = lo + scale * next() * 10 ** -Math.floor(next() * 6);
    const gap = 10 ** -(1 + 9 * next()); // relative to the bound: 10^-10 to 10^-1
    const value = next() < 0.5 ? lo * (1 - gap) : hi * (1 + gap);
    const f = formats[k % formats.length];
    const out = formatApart([lo, hi], value, f, 2);
    const read = (text: string) => Number(text.replace(/[^0-9.e+-]/g, ""));
    if (value < lo) ok(read(out.value) < read(out.lo), `${out.value} below ${out.lo}`);
    if (value > hi) ok(read(out.value) > read(out.hi), `${out.value} above ${out.hi}`);
  }
});

/**
 * Tick values beyond d3-array's round steps: the decimals a step needs, percentages, log axes, a chosen step.
 * @module
 */
import { nice, ticks, tickStep } from "d3-array";

/** The decimals that write every multiple of a d3-array `step` (1, 2 or 5 times a power of ten) exactly. Cost: O(1). */
export function stepDecimals(step: number): number {
  return step > 0 ? Math.max(0, -Math.floor(Math.log10(step) + 1e-9)) : 0;
}

/** Round percentage ticks on [lo, hi] (twice `count` when `count` gives fewer than 3) and their decimals. O(ticks). */
export function percentTicks(lo: number, hi: number, count: number): { values: number[]; digits: number } {
  const wanted = ticks(lo, hi, count).length < 3 ? 2 * count : count;
  return { values: ticks(lo, hi, wanted), digits: stepDecimals(100 * Math.abs(tickStep(lo, hi, wanted))) };
}

/**
 * The most round percentage ticks on [lo, hi], up to about `count`, whose labels (`format`ted, `measure`d) on an
 * axis `width` units long stay `gap` apart. Cost: O(count · ticks).
 *
 * @returns The tick values and their decimals; the sparsest ticks when none fit (the layout check then complains).
 */
export function fittingPercentTicks(lo: number, hi: number, { width, count, format, measure, gap }: {
  width: number;
  count: number;
  format: (value: number, digits: number) => string;
  measure: (label: string) => number;
  gap: number;
}): { values: number[]; digits: number } {
  let sparsest: { values: number[]; digits: number } | undefined;
  for (let wanted = count; wanted >= 1; wanted--) {
    const values = ticks(lo, hi, wanted);
    if (values.length < 2) continue;
    const step = values[1] - values[0];
    const digits = stepDecimals(100 * step);
    const spacing = (width * step) / (hi - lo);
    const widths = values.map((v) => measure(format(v, digits)));
    if (widths.every((w, i) => i === 0 || spacing - (w + widths[i - 1]) / 2 >= gap)) return { values, digits };
    sparsest = { values, digits };
  }
  return sparsest ?? { values: ticks(lo, hi, 2), digits: stepDecimals(100 * tickStep(lo, hi, 2)) };
}

/** About `count` round ticks from 0 to the first round value at or past `top`. Cost: O(ticks). */
export function niceTicks(top: number, count: number): number[] {
  return ticks(0, nice(0, top, count)[1], count);
}

/** The multiples of `step` (1, 2 or 5 times a power of ten) in [lo, hi], written exactly (`0.9`). Cost: O(ticks). */
export function stepTicks(lo: number, hi: number, step: number): number[] {
  return ticks(lo, hi, (hi - lo) / step);
}

/**
 * Ticks for a log axis of probabilities on [lo, hi]: the first of 1, 1-3, 1-2-5, 1-2-3-5-7 times the powers of ten
 * that gives 4 to 8, else 1-1.5-2-3-4-5-7. Cost: O(decades).
 */
export function logPercentTicks(lo: number, hi: number): number[] {
  const decades = (steps: readonly number[], slack: number) => {
    const values: number[] = [];
    for (let k = Math.floor(Math.log10(lo)); k <= Math.ceil(Math.log10(hi)); k++) {
      values.push(...steps.map((s) => s * 10 ** k).filter((v) => v >= lo * (1 - slack) && v <= hi * (1 + slack)));
    }
    return values;
  };
  for (const steps of [[1], [1, 3], [1, 2, 5], [1, 2, 3, 5, 7]]) {
    const values = decades(steps, 0.001);
    if (values.length >= 4 && values.length <= 8) return values;
  }
  return decades([1, 1.5, 2, 3, 4, 5, 7], 0);
}

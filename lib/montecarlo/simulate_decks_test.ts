import { deepEqual, equal, ok, rejects, throws } from "node:assert/strict";
import {
  crossing,
  curvePoints,
  DECK_CURVE_SIZES,
  type DeckEstimate,
  simulateDecks,
  sisSkips,
} from "./simulate_decks.ts";
import { noSetProbability } from "../exact/counts.ts";
import { simulate } from "./simulate.ts";
import { FEATURE_COUNTS } from "../core/card.ts";

Deno.test("simulateDecks() gives each deck exactly the estimates simulate() gives it, plain alone where importance sampling is refused", async () => {
  const run = await simulateDecks({ sizes: { 5: [6, 40], 3: [7] }, trials: 10_000, seed: "7", workers: 2 });
  const five = await simulate({ features: 5, sizes: [6], trials: 10_000, seed: "7", method: "both", workers: 1 });
  const forty = await simulate({ features: 5, sizes: [40], trials: 10_000, seed: "7", method: "plain", workers: 1 });
  const three = await simulate({ features: 3, sizes: [7], trials: 10_000, seed: "7", method: "both", workers: 1 });
  const strip = ({ seconds: _, ...rest }: { seconds: number }) => rest;
  deepEqual(
    run.results.map(({ features: _, ...r }) => strip(r)),
    [...three.results, ...five.results, ...forty.results].map(strip),
  );
  deepEqual(run.results.map((r) => r.features), [3, 3, 5, 5, 5]);
  deepEqual(run.skipped.map((s) => [s.features, s.n, s.minimum]), [[5, 40, Infinity]]);
});

Deno.test("sisSkips() names the fewest trials and the reason at each size importance sampling refuses", () => {
  const skips = sisSkips(4, [12, 18, 19, 20], 10_000);
  deepEqual(skips.map((s) => [s.n, s.minimum]), [[19, 100_000], [20, 100_000]]);
  equal(skips[0].reason, "10 populations of 10,000 paths");
  // At 6 features 10,000 paths are too few at 5 cards; from 67 cards no count is enough.
  deepEqual(sisSkips(6, [5, 6, 70], 10_000).map((s) => [s.n, s.minimum]), [[5, 100_000], [70, Infinity]]);
  equal(sisSkips(6, [67], 1e9)[0].minimum, Infinity);
  deepEqual(sisSkips(2, [3, 4], 1), []);
});

Deno.test("DECK_CURVE_SIZES: at 200,000 trials importance sampling runs wherever some trial count lets it", () => {
  for (const features of FEATURE_COUNTS) {
    const skipped = sisSkips(features, DECK_CURVE_SIZES[features], 200_000);
    ok(skipped.every((s) => s.minimum === Infinity), `${features}: ${skipped.map((s) => s.n)}`);
  }
  // Each deck's sizes rise, start at 3 cards and stay in the deck's SET-free range.
  for (const features of FEATURE_COUNTS) {
    const sizes = DECK_CURVE_SIZES[features];
    equal(sizes[0], 3);
    ok(sizes.every((n, i) => i === 0 || n > sizes[i - 1]));
  }
  deepEqual([2, 3, 4].map((d) => DECK_CURVE_SIZES[d as 2].at(-1)), [4, 9, 20]);
});

Deno.test("simulateDecks() refuses a bad deck, a size outside its deck, and no deck at all, before any work", async () => {
  await rejects(
    () => simulateDecks({ sizes: { 7: [3] } as never, trials: 1000, seed: "1" }),
    /features 7 is not one of/,
  );
  await rejects(() => simulateDecks({ sizes: { 2: [10] }, trials: 1000, seed: "1" }), /table size/);
  await rejects(() => simulateDecks({ sizes: {}, trials: 1000, seed: "1" }), /names no deck/);
});

const estimate = (features: 4 | 5, n: number, method: "plain" | "sis", p: number, noSet?: number): DeckEstimate => ({
  features,
  n,
  method,
  trials: 1000,
  p,
  ci: [p * 0.9, p * 1.1],
  ciMethod: "",
  seconds: 0,
  ...(noSet === undefined ? {} : { noSet }),
});

Deno.test("curvePoints() draws importance sampling where it ran and plain sampling elsewhere, one point per deck and size", () => {
  const points = curvePoints([
    estimate(4, 12, "plain", 0.03, 30),
    estimate(4, 12, "sis", 0.0323),
    estimate(5, 12, "plain", 0.38, 380),
    estimate(5, 40, "plain", 0, 0),
  ]);
  deepEqual(points.map((q) => [q.features, q.n, q.method]), [[4, 12, "sis"], [5, 12, "plain"], [5, 40, "plain"]]);
  equal(points[2].noSet, 0);
});

Deno.test("crossing() interpolates log P linearly between the sizes around the level: on the exact curve, 50% between 7 and 8 cards", () => {
  const exact = Array.from(
    { length: 18 },
    (_, i) => ({ features: 4 as const, n: 3 + i, p: noSetProbability(3 + i).value }),
  );
  const half = crossing(exact, 0.5)!;
  deepEqual([half.from, half.to], [7, 8]);
  const [a, b] = [noSetProbability(7).value, noSetProbability(8).value];
  ok(Math.abs(half.n! - (7 + Math.log(a / 0.5) / Math.log(a / b))) < 1e-12);
  const onePercent = crossing(exact, 0.01)!;
  deepEqual([onePercent.from, onePercent.to], [13, 14]); // P(13) = 1.003%, just above
});

Deno.test("crossing() leaves out plain sampling's zero counts, and stops at the exact 0 beyond the largest SET-free table", () => {
  const points = [
    { features: 5 as const, n: 10, p: 0.6 },
    { features: 5 as const, n: 11, p: 0, noSet: 0 }, // plain saw none: not P = 0
    { features: 5 as const, n: 12, p: 0.38 },
  ];
  deepEqual([crossing(points, 0.5)!.from, crossing(points, 0.5)!.to], [10, 12]);
  equal(crossing(points, 0.01), undefined, "not reached within the points");
  const largest = [{ features: 4 as const, n: 19, p: 8e-12 }, { features: 4 as const, n: 20, p: 1.4e-13 }];
  deepEqual(crossing(largest, 1e-14), { features: 4, level: 1e-14, from: 20, to: 21 });
});

Deno.test("crossing() refuses points of several decks and a level outside (0, 1)", () => {
  throws(() => crossing([{ features: 4, n: 3, p: 0.9 }, { features: 5, n: 4, p: 0.9 }], 0.5), /several decks/);
  throws(() => crossing([], 1), /not a probability/);
  equal(crossing([], 0.5), undefined);
});

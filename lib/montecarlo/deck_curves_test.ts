import { deepEqual, equal, ok, throws } from "node:assert/strict";
import { crossing, curvePoints } from "./deck_curves.ts";
import { noSetProbability } from "../exact/counts.ts";
import type { DeckEstimate } from "./simulate_decks.ts";

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

import { deepEqual, equal, ok, rejects } from "node:assert/strict";
import { DECK_CURVE_SIZES, simulateDecks, sisSkips } from "./simulate_decks.ts";
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

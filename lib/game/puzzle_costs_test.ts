import { deepEqual, equal, ok, throws } from "node:assert/strict";
import { puzzleCosts } from "./puzzle_costs.ts";
import { countRejections, dealPuzzle } from "./puzzle.ts";
import { uniformStream } from "../common/random.ts";
import { binomial, exactProbability, noSetProbability } from "../exact/counts.ts";
import { exactlyOneSetCounts } from "../data/exactly_one_counts.ts";

const exactlyOne = exactlyOneSetCounts();
import { consistentWithBinomial } from "../stats/distributions.ts";

Deno.test("puzzleCosts() counts what countRejections counts on each kind's own stream, after one warm-up puzzle", () => {
  const costs = puzzleCosts({ puzzles: 300, seed: "costs", exactlyOne });
  deepEqual(costs.map((c) => c.kind), ["some", "one", "none"]);
  for (const cost of costs) {
    const random = uniformStream("costs", "puzzle-rates", cost.kind);
    dealPuzzle({ kind: cost.kind, random, exactlyOne });
    const counted = countRejections({ puzzles: 300, kind: cost.kind, random, exactlyOne });
    deepEqual([cost.tries, cost.rejected, cost.rate], [counted.tries, counted.rejected, counted.rate]);
    ok(cost.lo <= cost.rate && cost.rate <= cost.hi);
  }
});

Deno.test("puzzleCosts() gives the exact rejection rates: P(no SET), 1 − P(exactly one SET), 1 − P(no SET)", () => {
  const [some, one, none] = puzzleCosts({ puzzles: 1_000, seed: "exact", exactlyOne });
  const [p0, p1] = [noSetProbability(12), exactProbability(exactlyOne[12], binomial(81, 12))];
  const rest = ({ numerator, denominator }: { numerator: bigint; denominator: bigint }) =>
    Number(denominator - numerator) / Number(denominator);
  equal(some.exactRate, p0.value);
  equal(one.exactRate, rest(p1));
  equal(none.exactRate, rest(p0));
  for (const cost of [some, one, none]) {
    ok(consistentWithBinomial(cost.rejected, cost.tries, cost.exactRate), cost.kind);
  }
});

Deno.test("puzzleCosts() refuses a kind that is built from the classes rather than dealt", () => {
  throws(() => puzzleCosts({ puzzles: 1, seed: "s", cards: 20, kinds: ["none"] }), /not dealt by rejection/);
});

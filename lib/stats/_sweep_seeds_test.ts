/**
 * How many seeds the notebook sweeps (`notebook_sweep_test.ts` in lib/montecarlo and lib/game) run: 1..1,000 by
 * default, fewer with `SUITE_SWEEP_SEEDS` (`deno task test` sweeps 50, `--thorough` all 1,000).
 */
import { integerParam } from "../common/params.ts";
import { equal, throws } from "node:assert/strict";

/** The sweeps' seed count, `SUITE_SWEEP_SEEDS` in `env`: a multiple of 50 in 50..1000 (default 1000). */
export function sweepSeeds(env: { get(name: string): string | undefined } = Deno.env): number {
  const raw = env.get("SUITE_SWEEP_SEEDS");
  if (raw === undefined) return 1000;
  const seeds = integerParam({ min: 50, max: 1000, meaning: "seeds to sweep" }).read(raw);
  if (seeds === undefined || seeds % 50 !== 0) {
    throw new Error(`SUITE_SWEEP_SEEDS must be a multiple of 50 in 50..1000, got ${JSON.stringify(raw)}`);
  }
  return seeds;
}

Deno.test("sweepSeeds() reads SUITE_SWEEP_SEEDS, a multiple of 50 in 50..1000, 1000 when unset", () => {
  equal(sweepSeeds(new Map()), 1000);
  equal(sweepSeeds(new Map([["SUITE_SWEEP_SEEDS", "200"]])), 200);
  throws(() => sweepSeeds(new Map([["SUITE_SWEEP_SEEDS", "210"]])), /SUITE_SWEEP_SEEDS must be .* got "210"/);
});

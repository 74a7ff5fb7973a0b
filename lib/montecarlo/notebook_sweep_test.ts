/**
 * Notebook 3's statements that depend on the seed, swept over seeds 1..1,000 (the first
 * `SUITE_SWEEP_SEEDS` of them: `deno task test` sweeps 50, `--thorough` all) at the notebook's
 * fewest trials (`SET_TRIALS` = 10,000), through the same library calls the notebook makes: its
 * checks, its table and its sentences.
 */
import { deepEqual, equal, ok } from "node:assert/strict";
import { streamChunks } from "../common/parallel.ts";
import type { SeedsTask } from "./_chunk.ts";
import type { Estimate } from "./estimate.ts";
import { sisMinimumTrials } from "./minimum_trials.ts";
import { agreementSentence, agreementSummary } from "../present/sentences.ts";
import { estimateTable } from "../present/tables.ts";
import { sci } from "../present/format.ts";
import { sweepSeeds } from "../stats/_sweep_seeds_test.ts";

const SEEDS = sweepSeeds();
const TRIALS = 10_000; // notebook 3's fewest
const SIZES = Array.from({ length: 13 }, (_, i) => 9 + i);
const WORKER = new URL("./_seeds_worker.ts", import.meta.url);
const BLOCK = 50;

/** Every seed's estimates: `bySeed[seed - 1]` lists the (method, n) estimates as the notebook makes them. */
async function sweep(
  estimates: { method: "plain" | "sis"; n: number }[],
  trials: number,
): Promise<(Estimate | undefined)[][]> {
  const tasks: SeedsTask[] = estimates.flatMap(({ method, n }) =>
    Array.from(
      { length: SEEDS / BLOCK },
      (_, b) => ({ method, n, trials, from: 1 + b * BLOCK, to: 1 + (b + 1) * BLOCK }),
    )
  );
  const bySeed: (Estimate | undefined)[][] = Array.from({ length: SEEDS }, () => []);
  await streamChunks<SeedsTask, (Estimate | undefined)[]>(WORKER, tasks, (block, i) => {
    block.forEach((estimate, k) => bySeed[tasks[i].from - 1 + k].push(estimate));
  }, { workers: 2 });
  return bySeed;
}

Deno.test(`notebook 3 at ${SEEDS.toLocaleString("en-US")} seeds and its fewest trials: every estimate is made, and the misses stay within what chance allows`, async () => {
  const sisSizes = SIZES.filter((n) => TRIALS >= sisMinimumTrials(n));
  const bySeed = await sweep([
    ...SIZES.map((n) => ({ method: "plain" as const, n })),
    ...sisSizes.map((n) => ({ method: "sis" as const, n })),
  ], TRIALS);
  let worst = 0;
  for (const [s, results] of bySeed.entries()) {
    ok(results.every((r) => r !== undefined), `seed ${s + 1}: an estimate could not be made`);
    const made = results as Estimate[];
    for (const r of made) {
      ok(r.ci[0] <= r.p && r.p <= r.ci[1] && Number.isFinite(r.ci[1]), `seed ${s + 1}: ${r.method} at ${r.n}`);
      ok(!/NaN|Infinity/.test(sci(r.p) + sci(r.ci[0]) + sci(r.ci[1])));
      if (r.method === "plain" && r.noSet === 0) ok(Math.abs(r.ci[1] - (1 - 0.025 ** (1 / r.trials))) < 1e-9);
      if (r.n > 20) {
        deepEqual(r.method === "sis" ? [r.p, r.ci] : [r.p, r.ci[0]], r.method === "sis" ? [0, [0, 0]] : [0, 0]);
      }
    }
    const summary = agreementSummary(made.filter((r) => r.n <= 20));
    ok(summary.misses.length <= summary.allowedMisses, `seed ${s + 1}: ${summary.misses.length} misses`);
    worst = Math.max(worst, summary.misses.length);
    // The notebook's table and sentence: every miss the summary counts reads as a miss in the table as printed.
    const outside = (row: { exact: string }, interval: string) => {
      const [lo, hi] = interval.split(" – ").map(Number), exact = Number(row.exact);
      return interval !== "" && (exact < lo || exact > hi);
    };
    const shownMisses = estimateTable(made).filter((row) => row.n <= 20)
      .flatMap((row) => [row["Clopper–Pearson 95%"], row["SIS 95%"]].filter((ci) => outside(row, ci)));
    equal(shownMisses.length, summary.misses.length, `seed ${s + 1}`);
    const said = agreementSentence(summary);
    ok(!/NaN|undefined|Infinity/.test(said), `seed ${s + 1}: ${said}`);
  }
  ok(worst >= 1, `some seed misses an interval, as chance demands over ${SEEDS} runs`);
});

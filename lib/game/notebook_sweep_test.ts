/**
 * The seed-dependent statements of notebooks 5 and 6, swept over seeds 1..1,000 (the first
 * `SUITE_SWEEP_SEEDS` of them: `deno task test` sweeps 50, `--thorough` all) at the notebooks'
 * fewest games, through the same library calls the notebooks make: the near-certain checks must
 * hold at every seed, and every computed sentence must have a finite number to state.
 */
import { equal, ok } from "node:assert/strict";
import { streamChunks } from "../common/parallel.ts";
import { type GameChunk, playMany } from "./play.ts";
import {
  type GameTally,
  largestTableGames,
  newTally,
  POLICIES,
  type Policy,
  secondTableGames,
  tallyCell,
} from "./engine.ts";
import {
  firstNineNoSet,
  inPlayNoSet,
  leftoverShares,
  noSetByRound,
  policyDifference,
  type Proportion,
  proportion,
  tableSizeShares,
} from "./stats.ts";
import { conditionalNoSet, noSetProbability } from "../exact/counts.ts";
import { consistentWithBinomial } from "../stats/distributions.ts";
import { besideExact, intervalsBeside } from "../present/intervals_beside.ts";
import { percentagePoints } from "../present/format.ts";
import { sweepSeeds } from "../stats/_sweep_seeds_test.ts";
import { readSecondTable } from "../data/readers.ts";

const SEEDS = sweepSeeds();
const WORKER = new URL("./_worker.ts", import.meta.url);

/**
 * `games` games (one chunk: at most 10,000) for every seed 1..`seeds` and each of `policies`, as
 * `playMany` plays them.
 */
async function tallies(
  games: number,
  features: 3 | 4,
  { seeds = SEEDS, policies = POLICIES }: { seeds?: number; policies?: readonly Policy[] } = {},
): Promise<Record<"first" | "random", GameTally>[]> {
  const chunks: GameChunk[] = [];
  for (let seed = 1; seed <= seeds; seed++) {
    for (const policy of policies) chunks.push({ seed: String(seed), policy, features, chunk: 0, games });
  }
  const out = Array.from({ length: seeds }, () => ({}) as Record<"first" | "random", GameTally>);
  await streamChunks<GameChunk, GameTally>(WORKER, chunks, (tally, i) => {
    const chunk = chunks[i];
    out[Number(chunk.seed) - 1][chunk.policy] = tally;
  }, { workers: 2 });
  return out;
}

Deno.test("a one-chunk sweep tally is playMany's tally for that seed", async () => {
  const [first] = await tallies(2000, 4, { seeds: 1, policies: ["random"] });
  const direct = await playMany({ games: 2000, seed: "1", policy: "random", workers: 1 });
  equal(JSON.stringify(first.random), JSON.stringify(direct));
});

Deno.test(`notebook 5 at ${SEEDS.toLocaleString("en-US")} seeds and its fewest games (2,000 a policy): its checks hold and its sentences have numbers`, async () => {
  const exact12 = noSetProbability(12).value;
  const [given9, given12] = [conditionalNoSet(12, 9).value, conditionalNoSet(15, 12).value];
  const [exact15, second] = [noSetProbability(15).value, await readSecondTable()];
  for (const [s, byPolicy] of (await tallies(2000, 4)).entries()) {
    const where = `seed ${s + 1}`;
    for (const policy of POLICIES) {
      const tally = byPolicy[policy];
      const first = tallyCell(tally, { deck: 69, size: 12 });
      equal(first.tables, 2000);
      ok(
        consistentWithBinomial(first.noSet, first.tables, exact12),
        `${where}, ${policy}: the first round is a fresh deal`,
      );
      const late = noSetByRound(tally, 12).filter((r) => r.deck > 0 && r.deck <= 48);
      ok(late.reduce((t, r) => t + r.total, 0) > 0, `${where}: 12-card tables late in the game`);
      const pooled = inPlayNoSet(tally, 12);
      ok(Number.isFinite(pooled.p) && Number.isFinite(pooled.se) && pooled.p > 0, `${where}: pooled rate`);
      ok(tableSizeShares(tally).every((r) => Number.isFinite(r.p) && r.lo <= r.p && r.p <= r.hi));
      ok(leftoverShares(tally).every((r) => r.cards % 3 === 0 && r.cards !== 3));
      equal(tallyCell(tally, { deck: 0, size: 21 }).noSet, 0);
    }
    const counted = secondTableGames(byPolicy.random);
    ok(
      consistentWithBinomial(counted.noSetAfterFirst, counted.firstHeldSet, second.conditional.value) &&
        consistentWithBinomial(counted.noSet, counted.games, second.overall.value),
      `${where}: the second table`,
    );
    ok(inPlayNoSet(byPolicy.random, 12).lo > second.overall.value, `${where}: later tables above the second`);
    ok(POLICIES.every((p) => inPlayNoSet(byPolicy[p], 15).lo > exact15), `${where}: 15 cards in play`);
    const bias = policyDifference(byPolicy.first, byPolicy.random, 12);
    ok(Number.isFinite(bias.lo) && Number.isFinite(bias.hi), `${where}: the first-SET bias has an interval`);
    const nine = POLICIES.map((p) => firstNineNoSet(byPolicy[p]));
    const sum = (k: "twelve" | "fifteen", f: "count" | "total") => nine.reduce((t, x) => t + x[k][f], 0);
    const ours12 = proportion(sum("twelve", "count"), sum("twelve", "total"));
    ok(consistentWithBinomial(ours12.count, ours12.total, given9), `${where}: none in 12 given none in 9`);
    const ours15 = proportion(sum("fifteen", "count"), sum("fifteen", "total"));
    ok(ours15.total > 0 && consistentWithBinomial(ours15.count, ours15.total, given12), `${where}: 15 given 12`);
    // The notebook's tables beside exact values find the decimals that show containment honestly.
    const beside = (p: number, ...estimates: Proportion[]) =>
      besideExact(estimates.map((e) => ({ source: where, ...e })), { source: "exact", p }, { digits: 3 });
    beside(exact12, ...POLICIES.map((policy) => noSetByRound(byPolicy[policy], 12).find((r) => r.deck === 69)!));
    beside(second.conditional.value, proportion(counted.noSetAfterFirst, counted.firstHeldSet));
    beside(second.overall.value, proportion(counted.noSet, counted.games));
    beside(exact12, ...POLICIES.map((policy) => inPlayNoSet(byPolicy[policy], 12)));
    beside(given12, ...POLICIES.map((policy) => inPlayNoSet(byPolicy[policy], 15)));
    beside(given9, ours12);
    beside(given12, ours15);
    const differences = [bias, policyDifference(byPolicy.first, byPolicy.random, 15)];
    intervalsBeside(0, differences, { digits: 3, format: percentagePoints });
  }
});

Deno.test(`notebook 6 at ${SEEDS.toLocaleString("en-US")} seeds and its fewest Easy Start games (2,000): no 12-card table without a SET, no game needs 15`, async () => {
  for (const [s, byPolicy] of (await tallies(2000, 3, { policies: ["random"] })).entries()) {
    const tally = byPolicy.random;
    equal(largestTableGames(tally, 12), 2000, `seed ${s + 1}`);
    for (const deck of [15, 12, 9, 6, 3, 0]) equal(tallyCell(tally, { deck, size: 12 }).noSet, 0);
  }
  equal(newTally(3).features, 3);
});

/**
 * Both ways of taking a SET side by side: games for each policy, and their statistics labelled by policy.
 *
 * @module
 */
import { type GameTally, POLICIES, type Policy } from "./engine.ts";
import { playMany } from "./play.ts";

/**
 * Plays `games` games with each policy in turn (`playMany`), with a progress callback for each.
 *
 * @example
 * ```ts
 * import { playPolicies } from "./policies.ts";
 * import { equal } from "node:assert/strict";
 * equal((await playPolicies({ games: 100, seed: "doc", workers: 0 })).random.games, 100);
 * ```
 */
export async function playPolicies({ games, seed, progress, workers }: {
  games: number;
  seed: string;
  progress?: (policy: Policy) => (done: number, total: number) => void;
  workers?: number;
}): Promise<Record<Policy, GameTally>> {
  const tallies = {} as Record<Policy, GameTally>;
  for (const policy of POLICIES) {
    tallies[policy] = await playMany({ games, seed, policy, workers, onProgress: progress?.(policy) });
  }
  return tallies;
}

/**
 * The rows a statistic gives for each policy's tally, each labelled with its policy: `first`'s, then `random`'s.
 *
 * @example
 * ```ts
 * import { perPolicy, playPolicies } from "./policies.ts";
 * import { tableSizeShares } from "./stats.ts";
 * import { deepEqual } from "node:assert/strict";
 * const rows = perPolicy(await playPolicies({ games: 100, seed: "doc", workers: 0 }), tableSizeShares);
 * deepEqual(rows.map((r) => `${r.policy} ${r.size}`).slice(3, 5), ["first 21", "random 12"]);
 * ```
 */
export function perPolicy<T extends object>(
  tallies: Record<Policy, GameTally>,
  rows: (tally: GameTally) => readonly T[],
): (T & { policy: Policy })[] {
  return POLICIES.flatMap((policy) => rows(tallies[policy]).map((row) => ({ ...row, policy })));
}

/**
 * Both ways of taking a SET side by side: games for each policy, and their statistics labelled by policy.
 *
 * @module
 */
import { type GameTally, POLICIES, type Policy } from "./engine.ts";
import { playMany } from "./play.ts";

/** Options of {@link playPolicies}. */
export interface PlayPoliciesOptions {
  /** Complete games per policy. */
  games: number;
  seed: string;
  /** A progress callback for each policy's run (e.g. a notebook's progress line). */
  progress?: (policy: Policy) => (done: number, total: number) => void;
  /** Web Workers, as `playMany` takes them (default one per core; 0 plays in this thread). */
  workers?: number;
}

/**
 * Plays `games` games with each policy (`playMany`), one policy after the other. Cost: about 4 µs a game per core.
 *
 * @example
 * ```ts
 * import { playPolicies } from "./policies.ts";
 * import { equal } from "node:assert/strict";
 * equal((await playPolicies({ games: 100, seed: "doc", workers: 0 })).random.games, 100);
 * ```
 */
export async function playPolicies(
  { games, seed, progress, workers }: PlayPoliciesOptions,
): Promise<Record<Policy, GameTally>> {
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

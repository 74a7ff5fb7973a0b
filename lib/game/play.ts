/**
 * Games on all cores, in fixed chunks on streams of their own (the tally does not depend on workers); both policies.
 *
 * @module
 */
import { SEEDRANDOM, uniformStream } from "../common/random.ts";
import { checkPolicy, type GameTally, mergeTally, newTally, playGames, POLICIES, type Policy } from "./engine.ts";
import { cores, streamChunks } from "../common/parallel.ts";
import { checkSeed, integerIn } from "../common/check.ts";
import { checkFeatures, GAME_FEATURE_COUNTS, type GameFeatureCount } from "../core/card.ts";

/** Games per chunk: part of what a seed means. */
export const CHUNK_GAMES = 10_000;

/** The generator the games use, as results record it: seedrandom's xorwow through `uniformStream`. */
export const GAME_GENERATOR = `${SEEDRANDOM} xorwow`;

/** One chunk of games: what a worker needs to play it, on the stream `gameStream(seed, policy, chunk)`. */
export interface GameChunk {
  seed: string;
  policy: Policy;
  features: GameFeatureCount;
  chunk: number;
  games: number;
}

/** The uniform numbers of one chunk: seedrandom's xorwow seeded with `"SEED"/game/POLICY/CHUNK` (`game3`: 27 cards). */
export function gameStream(seed: string, policy: Policy, chunk: number, features: GameFeatureCount = 4): () => number {
  return uniformStream(seed, features === 4 ? "game" : "game3", policy, chunk);
}

/** The most games a run accepts per policy: 10^10. */
export const MAX_GAMES = 1e10;

/** The chunks of a run, made one at a time, all full but the last. */
export function* gameChunks(
  { games, seed, policy, features = 4 }: { games: number; seed: string; policy: Policy; features?: GameFeatureCount },
): Generator<GameChunk> {
  for (let chunk = 0, start = 0; start < games; chunk++, start += CHUNK_GAMES) {
    yield { seed, policy, features, chunk, games: Math.min(CHUNK_GAMES, games - start) };
  }
}

/** Plays one chunk in this thread, as each worker does. */
export function playChunk({ seed, policy, features, chunk, games }: GameChunk): GameTally {
  return playGames({ games, policy, features, random: gameStream(seed, policy, chunk, features) });
}

// From how many games playMany starts workers unless told: a worker costs about as much as 100,000 games.
const POOL_FROM_GAMES = 200_000;

/** Options of {@link playMany}: `features` 4 (default) or 3; `workers` 0: this thread (default below 200,000 games). */
interface PlayManyOptions {
  games: number;
  seed: string;
  policy: Policy;
  features?: GameFeatureCount;
  workers?: number;
  /** Called with 0 as the run starts, then after each chunk, with the games done so far and the total. */
  onProgress?: (done: number, total: number) => void;
}

/**
 * Plays `games` complete games chunk by chunk, on Web Workers or in this thread, adding the tallies in chunk order.
 *
 * @example The same tally on one worker and in this thread
 * ```ts
 * import { playMany } from "./play.ts";
 * import { deepEqual } from "node:assert/strict";
 * const inline = await playMany({ games: 12_000, seed: "doc", policy: "first", workers: 0 });
 * deepEqual(await playMany({ games: 12_000, seed: "doc", policy: "first", workers: 1 }), inline);
 * ```
 */
export async function playMany(
  { games, seed, policy, features = 4, workers, onProgress }: PlayManyOptions,
): Promise<GameTally> {
  integerIn("games", games, 1, MAX_GAMES);
  checkSeed(seed);
  checkPolicy(policy);
  checkFeatures(features, GAME_FEATURE_COUNTS);
  const chunks = gameChunks({ games, seed, policy, features });
  const total = newTally(features);
  const progress = (done: number) => onProgress?.(Math.min(done * CHUNK_GAMES, games), games);
  progress(0); // the run starts now, not when its first chunk is done
  const pool = workers ?? (games < POOL_FROM_GAMES ? 0 : cores());
  if (pool === 0) {
    let done = 0;
    for (const chunk of chunks) {
      mergeTally(total, playChunk(chunk));
      progress(++done);
    }
  } else {
    await streamChunks<GameChunk, GameTally>(
      new URL("./_worker.ts", import.meta.url),
      chunks,
      (tally) => mergeTally(total, tally),
      { workers: pool, onProgress: progress },
    );
  }
  return total;
}

/**
 * Plays `games` games with each policy in turn (`playMany`), with a progress callback for each.
 *
 * @example
 * ```ts
 * import { playPolicies } from "./play.ts";
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
 * import { perPolicy, playPolicies } from "./play.ts";
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

/**
 * Many games on all cores: the games are cut into fixed chunks, each played on its own stream derived from (seed,
 * policy, chunk), so a seed and a number of games give the same tally for any number of workers.
 *
 * @module
 */
import { SEEDRANDOM, uniformStream } from "../common/random.ts";
import { checkPolicy, type GameTally, mergeTally, newTally, playGames, type Policy } from "./engine.ts";
import { cores, streamChunks } from "../common/parallel.ts";
import { checkSeed, integerIn } from "../common/check.ts";
import { checkFeatures, GAME_FEATURE_COUNTS, type GameFeatureCount } from "../core/card.ts";

/** Games per chunk: part of what a seed means. */
export const CHUNK_GAMES = 10_000;

/**
 * The generator the games use, as results record it: seedrandom's xorwow through `uniformStream`, as the Monte Carlo
 * streams (lib/common/random.ts).
 */
export const GAME_GENERATOR = `${SEEDRANDOM} xorwow`;

/** One chunk of games: what a worker needs to play it. */
export interface GameChunk {
  seed: string;
  policy: Policy;
  features: GameFeatureCount;
  /** The chunk's index: its stream is `gameStream(seed, policy, chunk)`. */
  chunk: number;
  games: number;
}

/**
 * The random stream of one chunk: seedrandom's xorwow seeded with `"SEED"/game/POLICY/CHUNK` (`game3` for the small
 * deck; the seed JSON-quoted, so no two keys give the same string), as uniform numbers in [0, 1).
 *
 * @example
 * ```ts
 * import { gameStream } from "./play.ts";
 * import { notEqual } from "node:assert/strict";
 * notEqual(gameStream("42", "random", 3)(), gameStream("42", "first", 3)());
 * ```
 */
export function gameStream(seed: string, policy: Policy, chunk: number, features: GameFeatureCount = 4): () => number {
  return uniformStream(seed, features === 4 ? "game" : "game3", policy, chunk);
}

/** The most games a run accepts per policy: 10^10, about 10 hours on two cores. */
export const MAX_GAMES = 1e10;

/**
 * The chunks of a run, made one at a time: `ceil(games / CHUNK_GAMES)` of them, all full but the last.
 *
 * @example
 * ```ts
 * import { gameChunks } from "./play.ts";
 * import { deepEqual } from "node:assert/strict";
 * deepEqual([...gameChunks({ games: 25_000, seed: "s", policy: "first" })].map((c) => c.games), [10_000, 10_000, 5_000]);
 * ```
 */
export function* gameChunks(
  { games, seed, policy, features = 4 }: { games: number; seed: string; policy: Policy; features?: GameFeatureCount },
): Generator<GameChunk> {
  for (let chunk = 0, start = 0; start < games; chunk++, start += CHUNK_GAMES) {
    yield { seed, policy, features, chunk, games: Math.min(CHUNK_GAMES, games - start) };
  }
}

/**
 * Plays one chunk in this thread: what each worker runs. Cost: about 4 µs a game.
 *
 * @example
 * ```ts
 * import { playChunk } from "./play.ts";
 * import { equal } from "node:assert/strict";
 * equal(playChunk({ seed: "s", policy: "random", features: 4, chunk: 0, games: 10 }).games, 10);
 * ```
 */
export function playChunk({ seed, policy, features, chunk, games }: GameChunk): GameTally {
  return playGames({ games, policy, features, random: gameStream(seed, policy, chunk, features) });
}

// From how many games playMany starts a pool of workers when not told how many: starting a worker costs about as
// much CPU as 100,000 games.
const POOL_FROM_GAMES = 200_000;

// The workers playMany uses: those given, or none (this thread) below POOL_FROM_GAMES games and one per core from there.
function gameWorkers(games: number, workers?: number): number {
  return workers ?? (games < POOL_FROM_GAMES ? 0 : cores());
}

/** Options of {@link playMany}. */
export interface PlayManyOptions {
  /** Complete games, 1..{@link MAX_GAMES}. */
  games: number;
  /** Any non-empty string. */
  seed: string;
  policy: Policy;
  /** The deck: 4 features (default) or 3 (the 27 solid cards). */
  features?: GameFeatureCount;
  /** Web Workers, at most 4 per core; 0 plays in this thread (default below 200,000 games, else one per core). */
  workers?: number;
  /** Called with 0 as the run starts, then after each chunk, with the games done so far and the total. */
  onProgress?: (done: number, total: number) => void;
}

/**
 * Plays `games` complete games chunk by chunk, on Web Workers or in this thread, and adds the chunks' tallies in
 * chunk order: the result depends on (games, seed, policy, features) only. Memory stays constant whatever the games.
 *
 * @throws {RangeError} naming a bad `games`, `seed`, `policy`, `features` or `workers`.
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
  const pool = gameWorkers(games, workers);
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

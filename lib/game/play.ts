/**
 * Many games on all cores: the games are cut into fixed chunks, each played
 * with its own seedrandom stream derived from (seed, policy, chunk), so a
 * seed and a number of games give the same tally for any number of workers.
 *
 * @module
 */
import seedrandom from "seedrandom";
import { checkPolicy, type GameTally, mergeTally, newTally, playGames, type Policy } from "./engine.ts";
import { runChunks } from "../common/parallel.ts";
import { versions } from "../common/versions.ts";

/** Games per chunk: part of what a seed means, so changing it changes every result. */
export const CHUNK_GAMES = 10_000;

/**
 * The seedrandom generator the games use: xorwow (Marsaglia's xorshift with a Weyl sequence, period 2^192 − 2^32),
 * as in the Monte Carlo streams (lib/random_stream.ts), about twice as fast here as the default ARC4.
 */
export const GAME_GENERATOR_NAME = "xorwow";

/** The generator as results record it, e.g. `"seedrandom 3.0.5 xorwow"`. */
export const GAME_GENERATOR = `seedrandom ${versions().packages.seedrandom} ${GAME_GENERATOR_NAME}`;

/** One chunk of games: what a worker needs to play it. */
export interface GameChunk {
  seed: string;
  policy: Policy;
  /** The chunk's index: its stream is `gameStream(seed, policy, chunk)`. */
  chunk: number;
  games: number;
}

/**
 * The random stream of one chunk: seedrandom's xorwow seeded with `"SEED"/game/POLICY/CHUNK` (the seed
 * JSON-quoted, so no two keys give the same string), as uniform numbers in [0, 1).
 *
 * @example Same key, same numbers
 * ```ts
 * import { gameStream } from "./play.ts";
 * import { equal, notEqual } from "node:assert/strict";
 * equal(gameStream("42", "random", 3)(), gameStream("42", "random", 3)());
 * notEqual(gameStream("42", "random", 3)(), gameStream("42", "first", 3)());
 * ```
 */
export function gameStream(seed: string, policy: Policy, chunk: number): () => number {
  return seedrandom.xorwow(`${JSON.stringify(seed)}/game/${policy}/${chunk}`);
}

/**
 * The chunks of a run: `ceil(games / CHUNK_GAMES)` of them, all full but the last.
 *
 * @example
 * ```ts
 * import { gameChunks } from "./play.ts";
 * import { deepEqual } from "node:assert/strict";
 * deepEqual(gameChunks({ games: 25_000, seed: "s", policy: "first" }).map((c) => c.games), [10_000, 10_000, 5_000]);
 * ```
 */
export function gameChunks({ games, seed, policy }: { games: number; seed: string; policy: Policy }): GameChunk[] {
  if (!Number.isSafeInteger(games) || games < 1) throw new RangeError(`games ${games} is not a positive integer`);
  checkPolicy(policy);
  const chunks: GameChunk[] = [];
  for (let chunk = 0, start = 0; start < games; chunk++, start += CHUNK_GAMES) {
    chunks.push({ seed, policy, chunk, games: Math.min(CHUNK_GAMES, games - start) });
  }
  return chunks;
}

/**
 * Plays one chunk in this thread: what each worker runs. Cost: about 10 µs a game.
 *
 * @example
 * ```ts
 * import { playChunk } from "./play.ts";
 * import { equal } from "node:assert/strict";
 * equal(playChunk({ seed: "s", policy: "random", chunk: 0, games: 10 }).games, 10);
 * ```
 */
export function playChunk({ seed, policy, chunk, games }: GameChunk): GameTally {
  return playGames({ games, policy, random: gameStream(seed, policy, chunk) });
}

/** Options of {@link playMany}. */
export interface PlayManyOptions {
  games: number;
  seed: string;
  policy: Policy;
  /** Web Workers to use (default: one per core); 0 plays every chunk in this thread. */
  workers?: number;
  /** Called after each chunk with the games done so far and the total. */
  onProgress?: (done: number, total: number) => void;
}

/**
 * Plays `games` complete games, chunk by chunk on `workers` Web Workers, and adds the chunks' tallies in chunk
 * order. The result depends on (games, seed, policy) only.
 *
 * @throws {RangeError} naming a bad `games`, `policy` or `workers`.
 * @example The same tally on one worker and in this thread
 * ```ts
 * import { playMany } from "./play.ts";
 * import { deepEqual } from "node:assert/strict";
 * const inline = await playMany({ games: 12_000, seed: "doc", policy: "first", workers: 0 });
 * const pooled = await playMany({ games: 12_000, seed: "doc", policy: "first", workers: 1 });
 * deepEqual(pooled, inline);
 * ```
 */
export async function playMany(
  { games, seed, policy, workers, onProgress }: PlayManyOptions,
): Promise<GameTally> {
  const chunks = gameChunks({ games, seed, policy });
  const progress = (done: number) => onProgress?.(Math.min(done * CHUNK_GAMES, games), games);
  let tallies: GameTally[];
  if (workers === 0) {
    tallies = chunks.map((chunk, i) => {
      const tally = playChunk(chunk);
      progress(i + 1);
      return tally;
    });
  } else {
    tallies = await runChunks<GameChunk, GameTally>(new URL("./_worker.ts", import.meta.url), chunks, {
      workers,
      onProgress: progress,
    });
  }
  return tallies.reduce(mergeTally, newTally());
}

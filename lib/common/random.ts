/**
 * Reproducible random streams for the simulations: one seedrandom generator
 * per piece of work, seeded from (seed, method, n, chunk), so a result depends
 * on the seed and on how the work is cut into chunks, never on which worker
 * ran a chunk or in what order.
 *
 * @module
 */
import seedrandom from "seedrandom";
import config from "../../deno.json" with { type: "json" };

/** What identifies one stream: the run's seed string and the piece of work. */
export interface StreamKey {
  seed: string;
  method: string;
  n: number;
  chunk: number;
}

/** A stream of random 32-bit integers (signed, as seedrandom's `int32()` returns them). */
export type Int32Source = () => number;

/**
 * The name and version of the generator behind {@link randomStream}, for result files:
 * seedrandom's xorwow (Marsaglia's xorshift with a Weyl sequence, period 2^192 − 2^32),
 * chosen over the default ARC4 because the hot loops need tens of millions of numbers a second.
 */
export const STREAM_GENERATOR = `seedrandom ${
  ((config.imports as Record<string, string>).seedrandom ?? "").replace(/^npm:seedrandom@/, "")
} (xorwow, int32; seeded per chunk from "seed/method/n/chunk")`;

/**
 * The seed string of one stream: `seed/method/n/chunk`, with the seed JSON-quoted
 * so that no two keys give the same string.
 *
 * @example
 * ```ts
 * import { streamSeed } from "./random.ts";
 * import { equal } from "node:assert/strict";
 * equal(streamSeed({ seed: "42", method: "plain", n: 12, chunk: 3 }), '"42"/plain/12/3');
 * ```
 */
export function streamSeed({ seed, method, n, chunk }: StreamKey): string {
  return `${JSON.stringify(seed)}/${method}/${n}/${chunk}`;
}

/**
 * A fresh generator for one piece of work: seedrandom's xorwow seeded with
 * {@link streamSeed}; its `int32()` costs a few nanoseconds.
 *
 * @returns The generator's `int32` function.
 * @example The same key gives the same stream; another chunk another stream
 * ```ts
 * import { randomStream } from "./random.ts";
 * import { deepEqual, notDeepEqual } from "node:assert/strict";
 * const draw = (chunk: number) => {
 *   const next = randomStream({ seed: "42", method: "plain", n: 12, chunk });
 *   return [next(), next(), next()];
 * };
 * deepEqual(draw(0), draw(0));
 * notDeepEqual(draw(0), draw(1));
 * ```
 */
export function randomStream(key: StreamKey): Int32Source {
  return seedrandom.xorwow(streamSeed(key)).int32;
}

/** The state of a xorwow generator, as seedrandom reports it: five words of xorshift and a Weyl counter. */
export interface XorwowState {
  x: number;
  y: number;
  z: number;
  w: number;
  v: number;
  d: number;
}

/**
 * The initial state of the stream {@link randomStream} gives for `key`, for code that runs
 * xorwow itself (the WebAssembly hot loop): the same numbers, without a call per number.
 *
 * @example
 * ```ts
 * import { randomStream, randomStreamState } from "./random.ts";
 * import { equal } from "node:assert/strict";
 * const key = { seed: "42", method: "plain", n: 12, chunk: 0 };
 * let { x, y, z, w, v, d } = randomStreamState(key);
 * const t = x ^ (x >>> 2);
 * [x, y, z, w] = [y, z, w, v];
 * v = (v ^ (v << 4)) ^ (t ^ (t << 1));
 * d = (d + 362437) | 0;
 * equal((d + v) | 0, randomStream(key)());
 * ```
 */
export function randomStreamState(key: StreamKey): XorwowState {
  const { x, y, z, w, v, d } = seedrandom.xorwow(streamSeed(key), { state: true }).state() as unknown as XorwowState;
  return { x, y, z, w, v, d };
}

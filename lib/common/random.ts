/**
 * Reproducible random streams, one per piece of work and seeded from its name, so that no result depends on which
 * worker ran a chunk; and the one way cards are dealt from them ({@link uniformIndex}, {@link deal}).
 *
 * @module
 */
import seedrandom from "seedrandom";
import { versions } from "./versions.ts";

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
 * The package behind every stream, as result files name it: `"seedrandom 3.0.5"`, the version deno.json pins.
 *
 * @example
 * ```ts
 * import { SEEDRANDOM } from "./random.ts";
 * import { match } from "node:assert/strict";
 * match(SEEDRANDOM, /^seedrandom \d+\.\d+\.\d+$/);
 * ```
 */
export const SEEDRANDOM = `seedrandom ${versions().packages.seedrandom}`;

/** The generator behind {@link randomStream} as result files name it: xorwow, faster than seedrandom's ARC4. */
export const STREAM_GENERATOR =
  `${SEEDRANDOM} (xorwow; seeded per chunk from "seed/method/n/chunk"; one int32 per card index, Lemire's rejection)`;

/**
 * A piece of work's seed string, `"SEED"/part/…`: the seed JSON-quoted, so that no two lists give the same string.
 */
export function seedString(seed: string, ...parts: (string | number)[]): string {
  return [JSON.stringify(seed), ...parts].join("/");
}

/**
 * Uniform numbers in [0, 1) for the piece of work `parts` under `seed` (xorwow seeded with {@link seedString}).
 *
 * @example The same name gives the same numbers, another name others
 * ```ts
 * import { uniformStream } from "./random.ts";
 * import { equal, notEqual } from "node:assert/strict";
 * equal(uniformStream("42", "example-game")(), uniformStream("42", "example-game")());
 * notEqual(uniformStream("42", "example-game")(), uniformStream("42", "puzzle")());
 * ```
 */
export function uniformStream(seed: string, ...parts: (string | number)[]): () => number {
  return seedrandom.xorwow(seedString(seed, ...parts));
}

/**
 * A fresh generator of 32-bit words for one chunk: xorwow seeded with {@link seedString}`(seed, method, n, chunk)`.
 */
export function randomStream(key: StreamKey): Int32Source {
  return seedrandom.xorwow(keyString(key)).int32;
}

const keyString = ({ seed, method, n, chunk }: StreamKey) => seedString(seed, method, n, chunk);

/** The state of a xorwow generator, as seedrandom reports it: five words of xorshift and a Weyl counter. */
export type XorwowState = Record<"x" | "y" | "z" | "w" | "v" | "d", number>;

/**
 * The initial state of {@link randomStream}`(key)`, for the WebAssembly hot loops that run xorwow themselves.
 */
export function randomStreamState(key: StreamKey): XorwowState {
  const { x, y, z, w, v, d } = seedrandom.xorwow(keyString(key), { state: true }).state() as unknown as XorwowState;
  return { x, y, z, w, v, d };
}

/**
 * A uniform index 0..m−1 (m ≤ 2^21, so that word × m is exact) from the stream `next` by Lemire's method: the high
 * part of word × m, the word rejected when the low part falls below 2^32 mod m. Cost: one word, nearly always.
 */
export function uniformIndex(next: Int32Source, m: number): number {
  let word = next();
  let low = Math.imul(word, m) >>> 0;
  if (low < m) {
    const threshold = (-m >>> 0) % m; // (2^32 − m) mod m = 2^32 mod m
    while (low < threshold) {
      word = next();
      low = Math.imul(word, m) >>> 0;
    }
  }
  return Math.floor(((word >>> 0) * m) / 4294967296);
}

/**
 * The 32-bit words of a stream of uniform numbers in [0, 1): ⌊u · 2^32⌋ as a signed integer, as `int32()` gives.
 */
export function words(random: () => number): Int32Source {
  return () => (random() * 4294967296) | 0;
}

/**
 * Deals the first `n` places of `deck` in place by a partial Fisher–Yates shuffle, as the hot loops do, and returns it
 * (`deal(deck, deck.length - 1, next)` shuffles it all). Cost: about n words of `next` ({@link randomStream}).
 */
export function deal<Deck extends Uint8Array | Uint16Array>(deck: Deck, n: number, next: Int32Source): Deck {
  for (let k = 0; k < n; k++) {
    const j = k + uniformIndex(next, deck.length - k);
    const card = deck[j];
    deck[j] = deck[k];
    deck[k] = card;
  }
  return deck;
}

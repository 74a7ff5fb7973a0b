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
 *
 * @example
 * ```ts
 * import { seedString } from "./random.ts";
 * import { equal } from "node:assert/strict";
 * equal(seedString("42", "game", "random", 3), '"42"/game/random/3');
 * equal(seedString("a/b", "x"), '"a/b"/x');
 * ```
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
 *
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
  return seedrandom.xorwow(keyString(key)).int32;
}

const keyString = ({ seed, method, n, chunk }: StreamKey) => seedString(seed, method, n, chunk);

/** The state of a xorwow generator, as seedrandom reports it: five words of xorshift and a Weyl counter. */
export type XorwowState = Record<"x" | "y" | "z" | "w" | "v" | "d", number>;

/**
 * The initial state of {@link randomStream}`(key)`, for the WebAssembly hot loops that run xorwow themselves.
 *
 * @example The state seedrandom reports continues the stream where it starts
 * ```ts
 * import { randomStream, randomStreamState } from "./random.ts";
 * import seedrandom from "seedrandom";
 * import { equal } from "node:assert/strict";
 * const key = { seed: "42", method: "plain", n: 12, chunk: 0 };
 * const resumed = seedrandom.xorwow("", { state: randomStreamState(key) });
 * equal(resumed.int32(), randomStream(key)());
 * ```
 */
export function randomStreamState(key: StreamKey): XorwowState {
  const { x, y, z, w, v, d } = seedrandom.xorwow(keyString(key), { state: true }).state() as unknown as XorwowState;
  return { x, y, z, w, v, d };
}

/**
 * A uniform index 0..m−1 (m ≤ 2^21, so that word × m is exact) from the stream `next` by Lemire's method: the high
 * part of word × m, the word rejected when the low part falls below 2^32 mod m. Cost: one word, nearly always.
 *
 * @example The top word gives the top index; a word in the rejected sliver is replaced
 * ```ts
 * import { uniformIndex } from "./random.ts";
 * import { equal } from "node:assert/strict";
 * equal(uniformIndex(() => -1, 10), 9); // 2^32 − 1 is at the top of the range
 * equal(uniformIndex(() => 1, 10), 0);
 * const words = [0, 7]; // 0·10 mod 2^32 = 0 is below 2^32 mod 10 = 6: rejected, the next word is used
 * equal(uniformIndex(() => words.shift()!, 10), 0);
 * equal(words.length, 0);
 * ```
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
 *
 * @example
 * ```ts
 * import { words } from "./random.ts";
 * import seedrandom from "seedrandom";
 * import { equal } from "node:assert/strict";
 * const next = words(seedrandom.xorwow("42"));
 * equal(next(), seedrandom.xorwow("42").int32());
 * ```
 */
export function words(random: () => number): Int32Source {
  return () => (random() * 4294967296) | 0;
}

/**
 * Deals the first `n` places of `deck` in place by a partial Fisher–Yates shuffle, as the hot loops do, and returns it
 * (`deal(deck, deck.length - 1, next)` shuffles it all). Cost: about n words of `next` ({@link randomStream}).
 *
 * @example A seven-card deck; its first three places dealt
 * ```ts
 * import { deal, randomStream } from "./random.ts";
 * import { equal } from "node:assert/strict";
 * const deck = deal(Uint8Array.of(0, 1, 2, 3, 4, 5, 6), 3, randomStream({ seed: "42", method: "doc", n: 3, chunk: 0 }));
 * equal(new Set(deck).size, 7);
 * ```
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

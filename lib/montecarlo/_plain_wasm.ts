/**
 * Plain Monte Carlo for P(no SET | n), the fast way: the loop of `noSetPlain`
 * (plain.ts) in WebAssembly (`_assembly/plain.ts`), counting exactly the same
 * tables on the same stream.
 *
 * @module
 */
import { DECK_SIZE } from "../core/card.ts";
import type { StreamKey } from "../common/random.ts";
import { integerIn } from "../common/check.ts";
import { checkDeckSize, checkTableSize, MAX_CALL_TRIALS } from "./_deck.ts";
import { hotLoops, seedStream } from "./_wasm_module.ts";

/** Options of {@link noSetPlainWasm}. */
export interface NoSetPlainWasmOptions {
  /** Cards on each table, 3..deckSize. */
  n: number;
  /** Tables to deal, at most {@link MAX_CALL_TRIALS} (2^31 − 2) in one call. */
  trials: number;
  /** The random stream: the one `randomStream` gives for this key. */
  stream: StreamKey;
  /** Cards dealt from: 81 (default), 27 for the small deck (ids 0..26), 3^d for d features (9, 243, 729). */
  deckSize?: number;
}

/**
 * Deals `trials` uniform tables of n cards and counts those holding no SET:
 * the same tables, on the same stream, as `noSetPlain({ n, trials, deckSize, next: randomStream(stream) })`.
 * Cost: at most C(n,2) look-ups a table, usually far fewer; about 40 ns a 12-card table,
 * 2 to 3 times as fast as the TypeScript (which pays a bounds check on every typed-array access).
 *
 * @param options The table size, the number of tables, the stream and the deck.
 * @returns The number of tables without a SET.
 * @throws {RangeError} when deckSize is not 3^d for d = 2..6, n is not in 3..deckSize,
 *   or trials is not an integer in 0..{@link MAX_CALL_TRIALS} (2^31 − 2, where the loop's 32-bit stamps would wrap).
 * @example The same count as the TypeScript version, for either deck
 * ```ts
 * import { noSetPlainWasm } from "./_plain_wasm.ts";
 * import { noSetPlain } from "./plain.ts";
 * import { randomStream } from "../common/random.ts";
 * import { equal } from "node:assert/strict";
 * const stream = { seed: "42", method: "plain", n: 12, chunk: 0 };
 * for (const deckSize of [81, 27]) {
 *   const options = { n: 6, trials: 10_000, deckSize };
 *   equal(noSetPlainWasm({ ...options, stream }), noSetPlain({ ...options, next: randomStream(stream) }));
 * }
 * ```
 */
export function noSetPlainWasm({ n, trials, stream, deckSize = DECK_SIZE }: NoSetPlainWasmOptions): number {
  checkTableSize(n, checkDeckSize(deckSize));
  integerIn("trials", trials, 0, MAX_CALL_TRIALS);
  seedStream(stream);
  return hotLoops.countNoSet(n, trials, deckSize);
}

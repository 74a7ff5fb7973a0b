/**
 * Plain Monte Carlo for P(no SET | n), as the simulations run it: the loop of `noSetPlain` (`_reference_testing.ts`)
 * in WebAssembly (`_assembly/plain.ts`), counting exactly the same tables on the same stream.
 *
 * @module
 */
import type { StreamKey } from "../common/random.ts";
import { integerIn } from "../common/check.ts";
import { checkDeckSize, checkTableSize, MAX_CALL_TRIALS } from "./_deck.ts";
import { hotLoops, seedStream } from "./_wasm_module.ts";

/**
 * Deals `trials` uniform tables of n cards from the stream `stream` and counts those holding no SET. Cost: at most
 * C(n, 2) look-ups a table, usually far fewer.
 *
 * @param deckSize 81 (default), 27, or 3^d for d features.
 * @throws {RangeError} when deckSize is not 3^d for d = 2..6, n is not in 3..deckSize, or trials is not an integer
 *   in 0..{@link MAX_CALL_TRIALS} (where the loop's 32-bit stamps would wrap).
 */
export function noSetPlainWasm(
  { n, trials, stream, deckSize = 81 }: { n: number; trials: number; stream: StreamKey; deckSize?: number },
): number {
  checkTableSize(n, checkDeckSize(deckSize));
  integerIn("trials", trials, 0, MAX_CALL_TRIALS);
  seedStream(stream);
  return hotLoops.countNoSet(n, trials, deckSize);
}

/**
 * Plain Monte Carlo for P(no SET | n) as the simulations run it: `_assembly/plain.ts`, counting exactly the tables
 * `noSetPlain` (`_reference_test.ts`) counts on the same stream.
 *
 * @module
 */
import type { StreamKey } from "../common/random.ts";
import { integerIn } from "../common/check.ts";
import { checkDeckSize, checkTableSize, MAX_CALL_TRIALS } from "./_deck.ts";
import { hotLoops, seedStream } from "./_wasm_module.ts";

/**
 * Deals `trials` (at most {@link MAX_CALL_TRIALS}) uniform tables of n cards from `stream` and counts those holding no
 * SET. Cost: at most C(n, 2) look-ups a table, usually far fewer.
 */
export function noSetPlainWasm(
  { n, trials, stream, deckSize = 81 }: { n: number; trials: number; stream: StreamKey; deckSize?: number },
): number {
  checkTableSize(n, checkDeckSize(deckSize));
  integerIn("trials", trials, 0, MAX_CALL_TRIALS);
  seedStream(stream);
  return hotLoops.countNoSet(n, trials, deckSize);
}

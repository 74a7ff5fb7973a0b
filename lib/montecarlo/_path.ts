/**
 * The step of an importance-sampling path, shared by `sisWeight` (sis.ts) and the reference populations
 * (`_reference_test.ts`); `_assembly/sis.ts` is the same step in WebAssembly.
 *
 * @module
 */
import { MAX_DECK_SIZE } from "../core/card.ts";
import { thirdTable } from "../core/rule.ts";

/**
 * Puts the allowed card j (at position k + j) on the table of k cards of the path at `offset` of `state` (deck, then
 * positions, `half` entries each) and moves the third cards it forms with the table out of the allowed block; returns
 * the new number of allowed cards. Cost: k look-ups.
 */
export function addCard(
  state: Uint16Array,
  offset: number,
  half: number,
  k: number,
  allowed: number,
  j: number,
): number {
  const third = thirdTable();
  const posOffset = offset + half;
  const at = offset + k + j;
  const card = state[at];
  const other = state[offset + k];
  state[offset + k] = card;
  state[posOffset + card] = k;
  state[at] = other;
  state[posOffset + other] = k + j;
  k++;
  allowed--;
  const row = card * MAX_DECK_SIZE;
  for (let i = 0; i < k - 1; i++) {
    const c = third[row + state[offset + i]];
    const p = state[posOffset + c];
    if (p < k + allowed) {
      const last = k + allowed - 1;
      const moved = state[offset + last];
      state[offset + last] = c;
      state[posOffset + c] = last;
      state[offset + p] = moved;
      state[posOffset + moved] = p;
      allowed--;
    }
  }
  return allowed;
}

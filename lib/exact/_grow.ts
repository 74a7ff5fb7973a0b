/**
 * Orbit enumeration by canonical augmentation: every class of (n + 1)-point caps is reached from exactly one class of
 * n-point caps, so the classes form a tree, walked depth first and cut into subtrees for workers, with no table of the
 * classes found so far. A child of a representative C is C ∪ {p}, p completing no pair of C, kept only when p is a root
 * of the child (sent to 0 by its canonical form, {@link canonicalChild}); children of one parent that are equivalent
 * are merged by their canonical form.
 *
 * @module
 */
import { canonicalChild } from "./_canonical.ts";
import { DECK_SIZE } from "../core/card.ts";
import { THIRD } from "../core/rule.ts";

/**
 * A class found: its canonical form, and its stabiliser's order in the affine group of its span with the span's
 * dimension (see `Canonical`).
 */
export interface FoundClass {
  points: number[];
  automorphisms: number;
  rank: number;
}

/**
 * Walks the classes below the canonical form `rep` in the space of `limit` points (27 or 81) depth first, calling
 * `onClass` for each; a class of `stopAt` points is reported but not extended (so the walk can be split there). Cost:
 * one invariant pass (n²) a child tried, and a canonical form search for those whose new point is in the root cell.
 */
export function growFrom(
  rep: readonly number[],
  limit: number,
  onClass: (found: FoundClass) => void,
  stopAt = Infinity,
): void {
  const n = rep.length;
  const blocked = new Uint8Array(DECK_SIZE);
  for (const p of rep) blocked[p] = 1;
  for (let i = 1; i < n; i++) for (let j = 0; j < i; j++) blocked[THIRD[rep[i] * DECK_SIZE + rep[j]]] = 1;
  const child = [...rep, 0];
  const seen = new Set<string>();
  for (let p = 0; p < limit; p++) {
    if (blocked[p]) continue;
    child[n] = p;
    const canonical = canonicalChild(child, n);
    if (canonical === undefined) continue;
    const key = canonical.form.join(",");
    if (seen.has(key)) continue;
    seen.add(key);
    onClass({ points: canonical.form, automorphisms: canonical.automorphisms, rank: canonical.rank });
    if (n + 1 < stopAt) growFrom(canonical.form, limit, onClass, stopAt);
  }
}

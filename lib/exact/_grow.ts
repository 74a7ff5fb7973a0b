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

/** A class found: its representative (the canonical form) and what its stabiliser order is made of. */
export interface FoundClass {
  /** The canonical form, sorted point ids. */
  points: number[];
  /** The stabiliser's order in the affine group of the span (see {@link Canonical}). */
  automorphisms: number;
  /** The affine dimension of the span. */
  rank: number;
}

/**
 * Walks the classes below the representative `rep` (a canonical form) depth first, calling `onClass` for each; a class
 * of `stopAt` points is reported but not extended (so the walk can be split there). Cost: one invariant pass (n²) per
 * child tried, and a canonical form search for those whose new point is in the root cell.
 *
 * @param limit The number of points of the space: 27 for AG(3, 3), 81 for AG(4, 3).
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

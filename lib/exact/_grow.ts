/**
 * Orbit enumeration by canonical augmentation: every class of (n + 1)-point caps is reached from
 * exactly one class of n-point caps, so the classes form a tree that can be walked depth first,
 * and cut into independent subtrees for workers, with no table of all classes found so far.
 *
 * A child of a class representative C is C ∪ {p} for a point p outside C that completes no pair
 * of C. It is kept only when p is a root of the child (sent to 0 by its canonical form,
 * {@link canonicalChild}): removing a root always gives the same parent class, so a class is
 * reached only from that parent; and children of one parent that are equivalent (p and p′ in one
 * orbit of the parent's stabiliser) are merged by their canonical form.
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
 * Walks the subtree of classes below the representative `rep` (a canonical form), depth first,
 * calling `onClass` for every class strictly below it; a class of `stopAt` points is reported but
 * not extended (so the walk can be split there). Cost: one invariant pass (n² steps) per child
 * tried, and a canonical form search for the children whose new point is in the root cell.
 *
 * @param rep The canonical form to extend.
 * @param limit The number of points of the space: 27 for AG(3, 3), 81 for AG(4, 3).
 * @param onClass Called once per class below `rep`.
 * @param stopAt Do not extend classes of this many points (default: extend all).
 * @example AG(3, 3) from the empty set: 16 classes of non-empty caps (17 with the empty set)
 * ```ts
 * import { growFrom } from "./_grow.ts";
 * import { equal } from "node:assert/strict";
 * let classes = 0;
 * growFrom([], 27, () => classes++);
 * equal(classes, 16);
 * ```
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

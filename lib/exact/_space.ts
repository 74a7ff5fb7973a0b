/**
 * The orders of the affine groups of AG(d, 3) and of the stabilisers of its caps.
 *
 * @module
 */

/**
 * The order of the group of maps fixing every point of an r-flat of AG(d, 3), Π_{i=r}^{d−1} (3^d − 3^i): each further
 * column of the matrix outside the span of those before it. r = 0 gives |GL(d, 3)|.
 */
export function fixerOrder(rank: number, dim: number): number {
  let order = 1;
  for (let i = rank; i < dim; i++) order *= 3 ** dim - 3 ** i;
  return order;
}

/** |AGL(d, 3)| = 3^d · |GL(d, 3)|, exactly. */
export function affineGroupOrder(dim: number): bigint {
  return 3n ** BigInt(dim) * BigInt(fixerOrder(0, dim));
}

/**
 * The order of a cap's stabiliser in AGL(d, 3), from its canonical form: its symmetries inside its flat times the
 * maps fixing that r-flat pointwise; the whole group for the empty set (rank −1).
 */
export function stabilizerOf({ automorphisms, rank }: { automorphisms: number; rank: number }, dim: number): number {
  return rank < 0 ? Number(affineGroupOrder(dim)) : automorphisms * fixerOrder(rank, dim);
}

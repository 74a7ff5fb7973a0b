/**
 * The canonical form of a cap (a SET-free set of points of AG(4, 3), or of AG(3, 3) inside it): its least image under
 * the affine maps sending an ordered frame (f0, …, fr) of its points to the standard frame (f0 ↦ 0, fk ↦ 3^(k−1)),
 * found by a pruned search: once f0..fk are chosen the image's ids below 3^k are known, so worse partial frames are
 * dropped. f0 is tried only in the root cell (the points with the rarest invariant), f1 only in the rarest cell of a
 * second invariant seen from f0; the maps preserve both, so every cap of a class has the same least image, and the
 * frames reaching it form one free orbit of the stabiliser: their number is its order. Not re-entrant (module-level
 * scratch arrays). Also the group orders, and the walk over classes built on it.
 *
 * @module
 */
import { ADD, NEG } from "../core/arithmetic.ts";
import { DECK_SIZE } from "../core/card.ts";
import { THIRD } from "../core/rule.ts";

/**
 * The canonical form of a cap (sorted point ids from 0), the number of frames giving it (the order of the cap's
 * stabiliser in the affine group of its flat), the dimension of its span (−1 for the empty set), and `roots`: bit i
 * set when the i-th point is sent to 0 by some least frame (one orbit of the stabiliser).
 */
export interface Canonical {
  form: number[];
  automorphisms: number;
  rank: number;
  roots: number;
}

const MAX_POINTS = 20; // the largest cap of AG(4, 3); bit masks over the cap's points fit 32 bits
const pts = new Uint8Array(MAX_POINTS);
let n = 0;
const secant = new Uint8Array(DECK_SIZE);
const keys = new Int32Array(MAX_POINTS);
// pairKey[i * MAX_POINTS + j] for j ≠ i: the invariant of point j seen from point i (its key and s − 1 at the third point of i, j).
const pairKey = new Int32Array(MAX_POINTS * MAX_POINTS);
let secondCell = 0; // the points allowed as f1 once f0 is chosen, bit j for the j-th point
// pos[k * 81 + p]: the index of point p in the flat of f0..fk (its image id), −1 outside it.
const pos = new Int8Array(5 * DECK_SIZE);
// flat[k * 81 + i]: the point with image id i in the flat of f0..fk.
const flat = new Uint8Array(5 * DECK_SIZE);
const WIDTH = [1, 3, 9, 27, 81];
// The best partial image so far, level by level: the image ids in [3^(k−1), 2·3^(k−1)) and in
// [2·3^(k−1), 3^k) as bit masks relative to the start of each range.
const bestLow = new Int32Array(5);
const bestHigh = new Int32Array(5);
const bestSet = new Uint8Array(5);
let count = 0;
let roots = 0;
let rank = 0;
let rootIndex = 0;

// Loads the cap and computes each point's invariant: with s(p) the number of pairs of the cap whose
// third point is p, key(x) = Σ over y ≠ x of (s − 1)·4096 + (s − 1)², s taken at the third point of x, y.
// Σ (s − 1) counts the coplanar 4-subsets through x (two pairs with one third point span a plane);
// (s − 1) ≤ 9 in a cap of AG(4, 3) (s pairs completing one point are disjoint), so the second moment stays below
// 4096. Also fills pairKey: 16 · key(y) + (s − 1) at the third point of x, y. Returns the root cell.
function load(points: ArrayLike<number>): number {
  n = points.length;
  if (n > MAX_POINTS) throw new RangeError(`canonical form: ${n} points is more than ${MAX_POINTS}`);
  for (let i = 0; i < n; i++) pts[i] = points[i];
  for (let i = 1; i < n; i++) {
    const row = pts[i] * DECK_SIZE;
    for (let j = 0; j < i; j++) secant[THIRD[row + pts[j]]]++;
  }
  for (let i = 0; i < n; i++) {
    const row = pts[i] * DECK_SIZE;
    let key = 0;
    for (let j = 0; j < n; j++) {
      if (j === i) continue;
      const s = secant[THIRD[row + pts[j]]] - 1;
      key += s * 4096 + s * s;
      pairKey[i * MAX_POINTS + j] = s;
    }
    keys[i] = key;
  }
  for (let i = 0; i < n; i++) {
    for (let j = 0; j < n; j++) if (j !== i) pairKey[i * MAX_POINTS + j] += 16 * keys[j];
  }
  for (let i = 1; i < n; i++) {
    const row = pts[i] * DECK_SIZE;
    for (let j = 0; j < i; j++) secant[THIRD[row + pts[j]]] = 0;
  }
  return rarest(keys, 0, -1);
}

// The cell of the value shared by the fewest of values[offset + j], j < n, j ≠ skip (ties to the larger value), as a bit mask.
function rarest(values: Int32Array, offset: number, skip: number): number {
  let bestValue = -1, bestSize = MAX_POINTS + 1;
  for (let i = 0; i < n; i++) {
    if (i === skip) continue;
    const value = values[offset + i];
    let size = 0;
    for (let j = 0; j < n; j++) if (j !== skip && values[offset + j] === value) size++;
    if (size < bestSize || (size === bestSize && value > bestValue)) {
      bestSize = size;
      bestValue = value;
    }
  }
  let cell = 0;
  for (let i = 0; i < n; i++) if (i !== skip && values[offset + i] === bestValue) cell |= 1 << i;
  return cell;
}

function improve(level: number, low: number, high: number): void {
  bestSet[level] = 1;
  bestLow[level] = low;
  bestHigh[level] = high;
  for (let k = level + 1; k < 5; k++) bestSet[k] = 0;
  count = 0;
  roots = 0;
}

// Chooses fk (k ≥ 1) among the cap's points outside the flat of f0..f(k−1); `placed` points are inside it.
function search(k: number, placed: number): void {
  const prev = (k - 1) * DECK_SIZE;
  const width = WIDTH[k - 1];
  const back = NEG[flat[0]];
  for (let i = 0; i < n; i++) {
    const y = pts[i];
    if (pos[prev + y] >= 0 || (k === 1 && (secondCell & (1 << i)) === 0)) continue;
    const v = ADD[y * DECK_SIZE + back], minusV = NEG[v];
    // The cap's points in the new flat: z − v or z + v in the old flat gives image id width + index or 2·width + index.
    let low = 0, high = 0, got = 0;
    for (let j = 0; j < n; j++) {
      const z = pts[j];
      if (pos[prev + z] >= 0) continue;
      const a = pos[prev + ADD[z * DECK_SIZE + minusV]];
      if (a >= 0) {
        low |= 1 << a;
        got++;
        continue;
      }
      const b = pos[prev + ADD[z * DECK_SIZE + v]];
      if (b >= 0) {
        high |= 1 << b;
        got++;
      }
    }
    // Sorted id lists compare at their first difference: the list holding the lowest differing id is less.
    if (bestSet[k] === 0) improve(k, low, high);
    else if (low !== bestLow[k]) {
      const differ = low ^ bestLow[k];
      if ((low & differ & -differ) === 0) continue;
      improve(k, low, high);
    } else if (high !== bestHigh[k]) {
      const differ = high ^ bestHigh[k];
      if ((high & differ & -differ) === 0) continue;
      improve(k, low, high);
    }
    if (placed + got === n) {
      count++;
      roots |= 1 << rootIndex;
      rank = k;
      continue;
    }
    const cur = k * DECK_SIZE;
    pos.copyWithin(cur, prev, prev + DECK_SIZE);
    for (let t = 0; t < width; t++) {
      const p = flat[prev + t];
      const plus = ADD[p * DECK_SIZE + v], minus = ADD[p * DECK_SIZE + minusV];
      flat[cur + t] = p;
      flat[cur + width + t] = plus;
      flat[cur + 2 * width + t] = minus;
      pos[cur + plus] = width + t;
      pos[cur + minus] = 2 * width + t;
    }
    search(k + 1, placed + got);
  }
}

function run(cell: number): Canonical {
  bestSet.fill(0);
  count = 0;
  roots = 0;
  rank = 0;
  for (let i = 0; i < n; i++) {
    if ((cell & (1 << i)) === 0) continue;
    rootIndex = i;
    pos.fill(-1, 0, DECK_SIZE);
    pos[pts[i]] = 0;
    flat[0] = pts[i];
    secondCell = rarest(pairKey, i * MAX_POINTS, i);
    if (n === 1) {
      count++;
      roots |= 1 << i;
    } else search(1, 1);
  }
  const form = [0];
  for (let k = 1; k <= rank; k++) {
    for (let m = bestLow[k]; m !== 0; m &= m - 1) form.push(WIDTH[k - 1] + 31 - Math.clz32(m & -m));
    for (let m = bestHigh[k]; m !== 0; m &= m - 1) form.push(2 * WIDTH[k - 1] + 31 - Math.clz32(m & -m));
  }
  return { form, automorphisms: count, rank, roots };
}

/** The canonical form of a cap given by its points (distinct ids 0..80 with no three on a line; not checked). */
export function canonicalForm(points: ArrayLike<number>): Canonical {
  if (points.length === 0) return { form: [], automorphisms: 1, rank: -1, roots: 0 };
  return run(load(points));
}

/** The canonical form of `points` when the form sends point `index` to 0, else `undefined` (canonical augmentation). */
export function canonicalChild(points: ArrayLike<number>, index: number): Canonical | undefined {
  const cell = load(points);
  if ((cell & (1 << index)) === 0) return undefined;
  const canonical = run(cell);
  return canonical.roots & (1 << index) ? canonical : undefined;
}

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

/** A cap's stabiliser order in AGL(d, 3): its symmetries in its flat times the maps fixing that flat pointwise. */
export function stabilizerOf({ automorphisms, rank }: { automorphisms: number; rank: number }, dim: number): number {
  return rank < 0 ? Number(affineGroupOrder(dim)) : automorphisms * fixerOrder(rank, dim);
}

/** A class found by {@link growFrom}: its canonical form, and its stabiliser in its span of dimension `rank`. */
export interface FoundClass {
  points: number[];
  automorphisms: number;
  rank: number;
}

/**
 * Walks the classes below the canonical form `rep` in the space of `limit` points (27 or 81) depth first, calling
 * `onClass` for each; a class of `stopAt` points is reported but not extended (so the walk can be split there).
 * Canonical augmentation: a child C ∪ {p} of C (p completing no pair of C) is kept only when p is a root of its
 * canonical form, so every class is reached from exactly one parent; equivalent children are merged by their form.
 * Cost: an invariant pass (n²) a child, a canonical form search for those whose new point is in the root cell.
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

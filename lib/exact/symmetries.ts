/**
 * The symmetries of a deck, checked from scratch: every permutation f of the cards that maps SETs to SETs is an
 * affine map x ↦ Ax + b (f(−(a + b)) = −(f(a) + f(b)); with g(x) = f(x) − f(0), g(−x) = −g(x) from the SET {0, x, −x},
 * so g is linear over Z3); the parallel classes of hyperplanes; and the renamings, which reorder the features and
 * rename each feature's values, d! · (3!)^d of the affine maps. Most symmetries are not renamings (the shear
 * x0 ↦ x0 + x1 is not), so one class of tables can be several classes under renamings.
 *
 * @module
 */
import { THIRD } from "../core/rule.ts";
import { ADD, SUB } from "../core/arithmetic.ts";
import { integerIn } from "../common/check.ts";
import { checkFeatures, type FeatureCount, pointOf } from "../core/card.ts";

/**
 * Whether a permutation of AG(dim, 3) is affine: f(x) − f(0) = Σ x_i · (f(e_i) − f(0)) for all x. Cost: 3^dim · dim.
 *
 * @example A translation is affine; swapping two points is not
 * ```ts
 * import { isAffine } from "./symmetries.ts";
 * import { equal } from "node:assert/strict";
 * equal(isAffine([1, 2, 0, 4, 5, 3, 7, 8, 6], 2), true);
 * equal(isAffine([1, 0, 2, 3, 4, 5, 6, 7, 8], 2), false);
 * ```
 */
export function isAffine(perm: readonly number[], dim: number): boolean {
  const size = 3 ** dim;
  const g = perm.map((image) => SUB[image * 81 + perm[0]]);
  for (let x = 0; x < size; x++) {
    let linear = 0; // Σ x_i · g(e_i): the digit x_i is 0, 1 or 2, so add g(e_i) that many times
    for (let i = 0, w = 1; i < dim; i++, w *= 3) {
      for (let k = Math.floor(x / w) % 3; k > 0; k--) linear = ADD[linear * 81 + g[w]];
    }
    if (g[x] !== linear) return false;
  }
  return true;
}

/**
 * Every permutation of the points of AG(dim, 3), dim = 1..3, mapping lines (SETs) to lines, found by backtracking
 * without assuming they are affine, each passed to `visit`; returns how many. Cost for dim = 3: 303,264 of them.
 *
 * @example The plane AG(2, 3) has 9 · |GL(2, 3)| = 432 of them, all affine
 * ```ts
 * import { isAffine, linePreservingPermutations } from "./symmetries.ts";
 * import { equal } from "node:assert/strict";
 * let affine = 0;
 * equal(linePreservingPermutations(2, (perm) => affine += isAffine(perm, 2) ? 1 : 0), 432);
 * equal(affine, 432);
 * ```
 */
export function linePreservingPermutations(dim: number, visit: (perm: readonly number[]) => void = () => {}): number {
  const size = 3 ** integerIn("dimension", dim, 1, 3);
  // Points in an order where, after 0 and the unit points 1, 3, 9 (a frame), each point completes a line
  // with two earlier ones, so its image is forced: the search branches only on the frame.
  const order = [0, 1, 3, 9].filter((p) => p < size);
  for (let i = 0; order.length < size; i++) {
    for (let j = 0; j < i && order.length < size; j++) {
      const c = THIRD[order[i] * 81 + order[j]];
      if (!order.includes(c)) order.push(c);
    }
  }
  const position = new Int32Array(size);
  order.forEach((p, i) => (position[p] = i));
  const image = new Int32Array(size).fill(-1);
  const used = new Uint8Array(size);
  const perm = new Array<number>(size);
  let found = 0;
  // Can the k-th point go to `target`? Every line through it and two earlier points must map to a line.
  const fits = (k: number, target: number) => {
    const p = order[k];
    for (let j = 0; j < k; j++) {
      const q = order[j], r = THIRD[p * 81 + q];
      if (position[r] < k && THIRD[target * 81 + image[q]] !== image[r]) return false;
    }
    return true;
  };
  // When the k-th point completes a line with two earlier points, only one image can fit: try that one alone.
  const forced = (k: number) => {
    const p = order[k];
    for (let j = 0; j < k; j++) {
      const q = order[j], r = THIRD[p * 81 + q];
      if (position[r] < k && r !== q) return THIRD[image[q] * 81 + image[r]];
    }
    return -1;
  };
  const place = (k: number) => {
    if (k === size) {
      for (let i = 0; i < size; i++) perm[i] = image[i];
      found++;
      visit(perm);
      return;
    }
    const only = forced(k);
    for (let target = only < 0 ? 0 : only; target < (only < 0 ? size : only + 1); target++) {
      if (used[target] || !fits(k, target)) continue;
      image[order[k]] = target, used[target] = 1;
      place(k + 1);
      image[order[k]] = -1, used[target] = 0;
    }
  };
  place(0);
  return found;
}

/**
 * The (3^dim − 1)/2 parallel classes of hyperplanes of AG(dim, 3): the points of c·x = 0, 1, 2, each form c up to sign.
 *
 * @example AG(3, 3): 13 classes of three 9-point planes
 * ```ts
 * import { hyperplaneClasses } from "./symmetries.ts";
 * import { equal } from "node:assert/strict";
 * equal(hyperplaneClasses(3).length, 13);
 * ```
 */
export function hyperplaneClasses(dim: number): readonly (readonly (readonly number[])[])[] {
  integerIn("dimension", dim, 1, 4);
  let classes = hyperplaneCache.get(dim);
  if (!classes) hyperplaneCache.set(dim, classes = findHyperplaneClasses(dim));
  return classes;
}

const hyperplaneCache = new Map<number, readonly (readonly (readonly number[])[])[]>();

function findHyperplaneClasses(dim: number): readonly (readonly (readonly number[])[])[] {
  const size = 3 ** dim;
  const digits = (x: number) => Array.from({ length: dim }, (_, i) => Math.floor(x / 3 ** i) % 3);
  // One form of each ± pair: the first non-zero coefficient is 1.
  const forms = Array.from({ length: size - 1 }, (_, i) => digits(i + 1)).filter((c) => c.find((v) => v !== 0) === 1);
  return Object.freeze(forms.map((c) => {
    const planes: number[][] = [[], [], []];
    for (let x = 0; x < size; x++) planes[digits(x).reduce((s, v, i) => s + v * c[i], 0) % 3].push(x);
    return Object.freeze(planes.map((plane) => Object.freeze(plane)));
  }));
}

/**
 * The number of renamings of a deck with `features` features: features! · 6^features.
 *
 * @example
 * ```ts
 * import { renamingCount } from "./symmetries.ts";
 * import { equal } from "node:assert/strict";
 * equal(renamingCount(4), 31_104);
 * ```
 */
export function renamingCount(features: FeatureCount = 4): number {
  checkFeatures(features);
  let order = 6 ** features;
  for (let k = 2; k <= features; k++) order *= k;
  return order;
}

const cardOf = (x: readonly number[]) => x.reduce((p, v, i) => p + (((v % 3) + 3) % 3) * 3 ** i, 0);

function permutation(d: FeatureCount, map: (x: readonly number[]) => number[]): Uint8Array {
  return Uint8Array.from({ length: 3 ** d }, (_, p) => cardOf(map(pointOf(p, { features: d }))));
}

// Generators of the renamings of AG(d, 3): swap the first two features, rotate the features, add 1 to and negate the
// first value. With the shear x0 ↦ x0 + x1 they generate GL(d, 3) and the translations: all the symmetries.
function generators(d: FeatureCount): { renamings: Uint8Array[]; symmetries: Uint8Array[] } {
  const renamings = [
    permutation(d, (x) => x.map((_, i) => x[[1, 0][i] ?? i])),
    permutation(d, (x) => x.map((_, i) => x[(i + d - 1) % d])),
    permutation(d, (x) => x.map((v, i) => (i === 0 ? v + 1 : v))),
    permutation(d, (x) => x.map((v, i) => (i === 0 ? -v : v))),
  ].filter((perm) => perm.some((q, p) => q !== p)); // d = 1 has no second feature to swap with
  const shear = d > 1 ? [permutation(d, (x) => x.map((v, i) => (i === 0 ? v + x[1] : v)))] : [];
  return { renamings, symmetries: [...renamings, ...shear] };
}

// A growing set of k-point tables: their points, in the order added, and an open-addressing hash table of their
// masks (three 27-bit words) beside their indices, four numbers per slot, so that a lookup touches one place.
class TableSet {
  points: Uint8Array;
  count = 0;
  private slots = new Int32Array(4 * 4096); // w0, w1, w2, index + 1 (0: empty)
  constructor(readonly k: number) {
    this.points = new Uint8Array(1024 * k);
  }
  // The slot of this mask: where it is, or the empty slot where it goes. MurmurHash3's finaliser spreads every bit.
  private slotOf(w0: number, w1: number, w2: number): number {
    const slots = this.slots;
    const last = slots.length / 4 - 1;
    let h = Math.imul(w0 ^ (w0 >>> 16), 0x85ebca6b) ^ w1;
    h = Math.imul(h ^ (h >>> 13), 0xc2b2ae35) ^ w2;
    h = Math.imul(h ^ (h >>> 16), 0x85ebca6b);
    h = Math.imul(h ^ (h >>> 13), 0xc2b2ae35);
    h = (h ^ (h >>> 16)) & last;
    for (;;) {
      const at = 4 * h;
      if (slots[at + 3] === 0 || (slots[at] === w0 && slots[at + 1] === w1 && slots[at + 2] === w2)) return at;
      h = (h + 1) & last;
    }
  }
  find(w0: number, w1: number, w2: number): number {
    return this.slots[this.slotOf(w0, w1, w2) + 3] - 1;
  }
  /** Adds the table with this mask and these points (it must not be in the set); returns its index. */
  add(w0: number, w1: number, w2: number, points: ArrayLike<number>): number {
    if (8 * (this.count + 1) > this.slots.length) this.grow(); // at most half the slots full
    const i = this.count++;
    if (this.points.length < this.count * this.k) {
      const more = new Uint8Array(2 * this.points.length);
      more.set(this.points);
      this.points = more;
    }
    this.points.set(points, i * this.k);
    const at = this.slotOf(w0, w1, w2);
    this.slots[at] = w0, this.slots[at + 1] = w1, this.slots[at + 2] = w2, this.slots[at + 3] = i + 1;
    return i;
  }
  private grow(): void {
    const old = this.slots;
    this.slots = new Int32Array(2 * old.length);
    for (let at = 0; at < old.length; at += 4) {
      if (old[at + 3] === 0) continue;
      const to = this.slotOf(old[at], old[at + 1], old[at + 2]);
      for (let j = 0; j < 4; j++) this.slots[to + j] = old[at + j];
    }
  }
}

// The image of the k-point table i of `points` under `perm`: its points into `image`, its mask into `mask`.
function imageOf(
  points: Uint8Array,
  i: number,
  k: number,
  perm: Uint8Array,
  image: Uint8Array,
  mask: Int32Array,
): void {
  let w0 = 0, w1 = 0, w2 = 0;
  for (let j = 0, at = i * k; j < k; j++) {
    const q = perm[points[at + j]];
    image[j] = q;
    if (q < 27) w0 |= 1 << q;
    else if (q < 54) w1 |= 1 << (q - 27);
    else w2 |= 1 << (q - 54);
  }
  mask[0] = w0, mask[1] = w1, mask[2] = w2;
}

/**
 * The tables of `points`' class (walked by generators, refused past `maxTables`, default 10 million), split into
 * classes under the renamings alone, largest first, each with how many tables it holds and one.
 *
 * @example Pairs of cards: one class under the symmetries, four under renamings (differing in 1, 2, 3 or 4 features)
 * ```ts
 * import { renamingClasses } from "./symmetries.ts";
 * import { deepEqual } from "node:assert/strict";
 * deepEqual(renamingClasses([0, 1]).classes.map((c) => c.tables), [1_296, 972, 648, 324]);
 * ```
 */
export function renamingClasses(
  points: readonly number[],
  features: FeatureCount = 4,
  { maxTables = 10_000_000 }: { maxTables?: number } = {},
): { tables: number; classes: { tables: number; points: number[] }[] } {
  checkFeatures(features);
  const size = 3 ** features;
  points.forEach((p, i) => integerIn(`renamingClasses: point ${i}`, p, 0, size - 1));
  if (new Set(points).size !== points.length) throw new RangeError(`renamingClasses: [${points}] repeats a card`);
  const k = points.length;
  const { renamings, symmetries } = generators(features);
  const tables = new TableSet(k);
  const image = new Uint8Array(k);
  const mask = new Int32Array(3);
  const identity = Uint8Array.from({ length: size }, (_, p) => p);
  tables.points.set(points); // table 0 is `points`: its mask is that of its image under the identity
  imageOf(tables.points, 0, k, identity, image, mask);
  tables.add(mask[0], mask[1], mask[2], points);
  // Walk the orbit by the symmetries' generators (the renamings' first), noting where each renaming sends each table.
  const step: number[] = []; // step[i · renamings + g]: the index of table i's image by the g-th renaming
  for (let i = 0; i < tables.count; i++) {
    for (let g = 0; g < symmetries.length; g++) {
      imageOf(tables.points, i, k, symmetries[g], image, mask);
      let j = tables.find(mask[0], mask[1], mask[2]);
      if (j < 0) {
        if (tables.count >= maxTables) {
          throw new RangeError(`renamingClasses: the orbit of [${points}] holds more than ${maxTables} tables`);
        }
        j = tables.add(mask[0], mask[1], mask[2], image);
      }
      if (g < renamings.length) step.push(j);
    }
  }
  // Split it into classes under the renamings: the tables reached from each by renamings' generators.
  const seen = new Uint8Array(tables.count);
  const classes: { tables: number; points: number[] }[] = [];
  const stack: number[] = [];
  for (let start = 0; start < tables.count; start++) {
    if (seen[start]) continue;
    seen[start] = 1;
    stack.push(start);
    let members = 0;
    while (stack.length > 0) {
      const i = stack.pop()!;
      members++;
      for (let g = 0; g < renamings.length; g++) {
        const j = step[i * renamings.length + g];
        if (!seen[j]) seen[j] = 1, stack.push(j);
      }
    }
    const first = Array.from(tables.points.subarray(start * k, start * k + k)).sort((a, b) => a - b);
    classes.push({ tables: members, points: first });
  }
  classes.sort((a, b) => b.tables - a.tables);
  return { tables: tables.count, classes };
}

// @ts-nocheck -- AssemblyScript (u16, u32, f64, load, store, memory), compiled by `deno task wasm`, not type-checked by Deno.
/**
 * The importance-sampling loops of lib/montecarlo/sis.ts and _reference_test.ts, line for line, every floating-point
 * operation in the same order: one path (`sisWeight`), and a population resampled at every step.
 *
 * @module
 */
import { entry, PATH, setEntry, third } from "./layout.ts";
import { uniformIndex, uniformUnit } from "./random.ts";

// The single path's deck (set by `resetPath`).
let pathCards: u32 = 0;

/** Resets the single path to the identity permutation of a deck of `deckSize` cards (a fresh `sisPath(deckSize)`). */
export function resetPath(deckSize: u32): void {
  pathCards = deckSize;
  identity(PATH, deckSize);
}

/** One path to n cards and its weight Π_{k<n} A_k / (deckSize − k), on the path `resetPath` made. */
export function sisWeight(n: u32, deckSize: u32): f64 {
  let allowed = deckSize;
  let weight = 1.0;
  for (let k: u32 = 0; k < n; k++) {
    if (allowed == 0) return 0;
    weight *= <f64> allowed / <f64> (deckSize - k);
    if (k == n - 1) break;
    allowed = addCard(PATH, pathCards, k, allowed, uniformIndex(allowed));
  }
  return weight;
}

// The population: `size` paths of `2 · cards` u16 entries side by side from `paths`, then three i32 arrays of `size`.
let size: u32 = 0;
let cards: u32 = 0;
let pathBytes: usize = 0;
let paths: usize = 0;
let allowedAt: usize = 0;
let offspringAt: usize = 0;
let freeAt: usize = 0;

/** Makes room above the fixed regions for a population of `count` paths, each the identity permutation. */
export function startPopulation(count: u32, deckSize: u32): void {
  size = count;
  cards = deckSize;
  pathBytes = <usize> deckSize << 2;
  paths = (__heap_base + 15) & ~15;
  allowedAt = (paths + <usize> size * pathBytes + 3) & ~3;
  offspringAt = allowedAt + (<usize> size << 2);
  freeAt = offspringAt + (<usize> size << 2);
  const pages = <i32> ((freeAt + (<usize> size << 2) + 0xffff) >>> 16);
  // trap rather than write past the memory when it cannot grow (the loader bounds `count` well below that)
  if (pages > memory.size() && memory.grow(pages - memory.size()) < 0) unreachable();
  for (let j: u32 = 0; j < size; j++) identity(paths + <usize> j * pathBytes, cards);
}

/** One resampled estimate of P(no SET | n) by the population made by `startPopulation`. */
export function populationEstimate(n: u32): f64 {
  for (let j: u32 = 0; j < size; j++) setAllowed(j, cards);
  let estimate = 1.0;
  for (let k: u32 = 0; k < n; k++) {
    let total: u32 = 0;
    for (let j: u32 = 0; j < size; j++) total += allowedOf(j);
    if (total == 0) return 0;
    estimate *= <f64> total / <f64> size / <f64> (cards - k);
    if (k == n - 1) break;
    resample(total, uniformUnit());
    for (let j: u32 = 0; j < size; j++) {
      const a = allowedOf(j);
      setAllowed(j, addCard(paths + <usize> j * pathBytes, cards, k, a, uniformIndex(a)));
    }
  }
  return estimate;
}

// Systematic resampling in proportion to the allowed counts: path j gets floor(size·C_j/total + u) −
// floor(size·C_{j−1}/total + u) copies (C the running sums); the paths with none are overwritten by the extra copies.
function resample(total: u32, u: f64): void {
  let running: u32 = 0;
  let before = <i32> Math.floor(u);
  let freeCount: u32 = 0;
  for (let j: u32 = 0; j < size; j++) {
    running += allowedOf(j);
    const upTo = <i32> Math.floor((<f64> size * <f64> running) / <f64> total + u);
    const copies = upTo - before;
    store<i32>(offspringAt + (<usize> j << 2), copies);
    before = upTo;
    if (copies == 0) {
      store<u32>(freeAt + (<usize> freeCount << 2), j);
      freeCount++;
    }
  }
  let f: u32 = 0;
  for (let j: u32 = 0; j < size; j++) {
    for (let copies = load<i32>(offspringAt + (<usize> j << 2)); copies > 1; copies--) {
      const target = load<u32>(freeAt + (<usize> f << 2));
      f++;
      memory.copy(paths + <usize> target * pathBytes, paths + <usize> j * pathBytes, pathBytes);
      setAllowed(target, allowedOf(j));
    }
  }
}

function allowedOf(j: u32): u32 {
  return load<u32>(allowedAt + (<usize> j << 2));
}

function setAllowed(j: u32, value: u32): void {
  store<u32>(allowedAt + (<usize> j << 2), value);
}

/** Writes the identity permutation of `half` cards and its inverse into the path at `path`. */
function identity(path: usize, half: u32): void {
  for (let card: u32 = 0; card < half; card++) {
    setEntry(path, card, card);
    setEntry(path, half + card, card);
  }
}

// Puts the allowed card at position k + j on the table of k cards of the path at `path` (deck, then positions, `half`
// entries each), moves the third cards it forms with the table out of the allowed block; returns how many are left.
function addCard(path: usize, half: u32, k: u32, allowed: u32, j: u32): u32 {
  const positions = path + (<usize> half << 1);
  const at = k + j;
  const card = entry(path, at);
  const other = entry(path, k);
  setEntry(path, k, card);
  setEntry(positions, card, k);
  setEntry(path, at, other);
  setEntry(positions, other, at);
  k++;
  allowed--;
  for (let i: u32 = 0; i < k - 1; i++) {
    const c = third(card, entry(path, i));
    const p = entry(positions, c);
    // A third card still allowed (p < k + allowed) swaps with the last allowed one, and the block shrinks; without a
    // branch (a third faster): when the card is not allowed, target = p and the stores rewrite what is there.
    const isAllowed = p < k + allowed;
    const target = select<u32>(k + allowed - 1, p, isAllowed);
    const moved = entry(path, target);
    setEntry(path, target, c);
    setEntry(positions, c, target);
    setEntry(path, p, moved);
    setEntry(positions, moved, p);
    allowed -= <u32> isAllowed;
  }
  return allowed;
}

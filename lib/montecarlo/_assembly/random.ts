// @ts-nocheck -- AssemblyScript (u32, u64), compiled by `deno task wasm`, not type-checked by Deno.
/**
 * The random numbers of the hot loops: seedrandom's xorwow from the state seedrandom seeded, so the words are exactly
 * those of `randomStream()` (lib/common/random.ts), and the uniform index every loop draws, as `uniformIndex`.
 *
 * @module
 */

// xorwow's state, named as seedrandom names it: five xorshift words and a Weyl counter.
let x: u32 = 0;
let y: u32 = 0;
let z: u32 = 0;
let w: u32 = 0;
let v: u32 = 0;
let d: u32 = 0;

/** Sets the generator's state to the one seedrandom reports for a stream (`randomStreamState`). */
export function seedXorwow(x0: u32, y0: u32, z0: u32, w0: u32, v0: u32, d0: u32): void {
  x = x0;
  y = y0;
  z = z0;
  w = w0;
  v = v0;
  d = d0;
}

/** The next 32-bit word: one xorwow step, as seedrandom's `int32()` (read unsigned). */
export function nextWord(): u32 {
  const t = x ^ (x >>> 2);
  x = y;
  y = z;
  z = w;
  w = v;
  v = (v ^ (v << 4)) ^ (t ^ (t << 1));
  d += 362437;
  return d + v;
}

/** A uniform index 0..m−1 (m ≥ 1), exactly: Lemire's high half of word × m, redrawn while the low half < 2^32 mod m. */
export function uniformIndex(m: u32): u32 {
  let product = <u64> nextWord() * m;
  if (<u32> product < m) {
    const threshold: u32 = (0 - m) % m; // 2^32 mod m, in 32-bit arithmetic
    while (<u32> product < threshold) product = <u64> nextWord() * m;
  }
  return <u32> (product >>> 32);
}

/** A uniform number in [0, 1) from one word: word / 2^32, as `(next() >>> 0) / 2 ** 32` in TypeScript. */
export function uniformUnit(): f64 {
  return <f64> nextWord() / 4294967296.0;
}

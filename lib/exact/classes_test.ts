import { deepEqual, equal, ok, throws } from "node:assert/strict";
import { affineSpace, capsBySize } from "./affine_caps.ts";
import { layeredSetFreeCounts } from "./counts.ts";
import {
  type CapClasses,
  capClasses,
  checkEveryCapOfSmallDeck,
  checkOrbitStabiliser,
  describeClass,
  verifyClasses,
} from "./classes.ts";
import { canonicalForm, stabilizerOf } from "./_canonical.ts";
import { readExactCounts } from "../data/readers.ts";
import { thoroughTest } from "../common/_quick_loop_test.ts";

// The whole deck takes well under a second: computed once, shared by the tests below.
let deckClasses: Promise<CapClasses> | undefined;
const deck = () => (deckClasses ??= capClasses(4));
const counts = (classes: CapClasses) => classes.bySize.map((sized) => sized.length);

// Point ids ↔ coordinates, and affine maps of AG(d, 3) computed from them: the test's own arithmetic.
const digits = (p: number, d: number) => Array.from({ length: d }, (_, i) => Math.floor(p / 3 ** i) % 3);
const id = (x: number[]) => x.reduce((p, v, i) => p + (v % 3) * 3 ** i, 0);
const isSet = (a: number, b: number, c: number) =>
  digits(a, 4).every((x, i) => (x + digits(b, 4)[i] + digits(c, 4)[i]) % 3 === 0);
function apply(matrix: number[][], shift: number, p: number, d: number): number {
  const x = digits(p, d), b = digits(shift, d);
  return id(matrix.map((row, r) => row.reduce((s, a, c) => s + a * x[c], b[r])));
}

// Every invertible linear map of AG(3, 3), as a permutation of the 27 ids: a matrix is its three
// columns (any three ids), and p ↦ Σ p_i · column_i is built up one digit at a time.
function linearPermutations(): Uint8Array[] {
  const { add } = affineSpace(3);
  const maps: Uint8Array[] = [];
  for (let columns = 0; columns < 27 ** 3; columns++) {
    const column = [columns % 27, Math.floor(columns / 27) % 27, Math.floor(columns / 729)];
    const perm = new Uint8Array(27);
    let seen = 1;
    for (let p = 1; p < 27; p++) {
      const i = p % 3 !== 0 ? 0 : p % 9 !== 0 ? 1 : 2; // the lowest non-zero digit of p
      perm[p] = add[perm[p - 3 ** i] * 27 + column[i]];
      seen |= 1 << perm[p];
    }
    if (seen === 2 ** 27 - 1) maps.push(perm);
  }
  return maps;
}

Deno.test("capClasses(3): the small deck's 2,106 nine-card SET-free tables are one class with 144 symmetries", async () => {
  const { groupOrder, bySize } = await capClasses(3);
  equal(groupOrder, 303_264n);
  equal(bySize[9].length, 1);
  equal(bySize[9][0].stabilizer, 303_264 / 2_106);
  equal(bySize[9][0].stabilizer, 144);
  deepEqual(bySize.slice(10).flat(), []);
});

Deno.test("capClasses(4): the deck's 682,344 twenty-card SET-free tables are one class with 2,880 symmetries", async () => {
  const { groupOrder, bySize } = await deck();
  equal(groupOrder, 1_965_150_720n);
  equal(bySize[20].length, 1);
  equal(bySize[20][0].stabilizer, 1_965_150_720 / 682_344);
  equal(bySize[20][0].stabilizer, 2_880);
  deepEqual(bySize.slice(21).flat(), []);
});

Deno.test("capClasses: up to 3 cards one class each; 4 cards 2 classes (coplanar or not), 5 cards 3, 6 cards 7", async () => {
  const classes = await deck();
  deepEqual(counts(classes).slice(0, 7), [1, 1, 1, 1, 2, 3, 7]);
  deepEqual(classes.bySize[4].map(({ points }) => describeClass(points, 4).dimension).sort(), [2, 3]);
  // The small deck has no room for the 5- and 6-card tables spanning four dimensions.
  deepEqual(counts(await capClasses(3)).slice(0, 7), [1, 1, 1, 1, 2, 2, 3]);
});

Deno.test("capClasses: orbit–stabiliser, Σ |G| / stabiliser over the classes of n cards is the exact count for every n", async () => {
  for (const classes of [await capClasses(3), await deck()]) {
    const exact = layeredSetFreeCounts(classes.features);
    deepEqual(classes.bySize.map((sized) => sized.reduce((sum, { tables }) => sum + tables, 0n)), exact);
    for (const sized of classes.bySize) {
      for (const { stabilizer, tables } of sized) equal(BigInt(stabilizer) * tables, classes.groupOrder);
    }
  }
  const file = await readExactCounts(4);
  deepEqual(
    (await deck()).bySize.map((sized) => String(sized.reduce((sum, { tables }) => sum + tables, 0n))),
    file.counts.map(({ setFree }) => setFree),
  );
});

thoroughTest(
  "capClasses(3): the orbit of each representative under all 303,264 affine maps has |G| / stabiliser tables, and the orbits partition the 367,525 caps",
  async () => {
    const { bySize } = await capClasses(3);
    const linear = linearPermutations();
    equal(linear.length, 11_232);
    const { add } = affineSpace(3);
    const everyCap = new Set(capsBySize(affineSpace(3)).flat());
    const covered = new Set<number>();
    for (const { points, tables } of bySize.flat()) {
      const orbit = new Set<number>();
      for (const perm of linear) {
        const image = points.map((p) => perm[p]);
        for (let shift = 0; shift < 27; shift++) {
          orbit.add(image.reduce((mask, p) => mask | (1 << add[p * 27 + shift]), 0));
        }
      }
      equal(BigInt(orbit.size), tables, `[${points}]`);
      for (const mask of orbit) {
        ok(everyCap.has(mask), `image ${mask} of [${points}] is a cap`);
        ok(!covered.has(mask), `image ${mask} of [${points}] is in no other orbit`);
        covered.add(mask);
      }
    }
    equal(covered.size, 367_525);
  },
);

Deno.test("capClasses: the small deck's classes are exactly the deck's classes inside 27 cards", async () => {
  const small = (await capClasses(3)).bySize.flat().map(({ points }) => String(points));
  const inside = (await deck()).bySize.flat().filter(({ points }) => points.every((p) => p < 27));
  deepEqual(inside.map(({ points }) => String(points)), small);
});

// The class of one table, as capClasses lists it: its canonical form and stabiliser order.
const classOf = (table: readonly number[]) => {
  const canonical = canonicalForm(table);
  return { points: canonical.form, stabilizer: stabilizerOf(canonical, 4) };
};

Deno.test("canonicalForm: random symmetries of random SET-free tables keep the form, a listed representative, and the stabiliser order", async () => {
  const { bySize } = await deck();
  const stabilizers = new Map(bySize.flat().map((c) => [String(c.points), c.stabilizer]));
  let seed = 12;
  const random = (k: number) => Math.floor(((seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31) / 2 ** 31) * k);
  for (let trial = 0; trial < 200; trial++) {
    // A random SET-free table of 1 to 20 cards: cards in random order, each kept unless it makes a SET.
    const order = Array.from({ length: 81 }, (_, i) => i);
    for (let i = 80; i > 0; i--) {
      const j = random(i + 1);
      [order[i], order[j]] = [order[j], order[i]];
    }
    const size = 1 + random(20), table: number[] = [];
    for (const p of order) {
      if (table.length === size) break;
      if (!table.some((a) => table.some((b) => a < b && isSet(a, b, p)))) table.push(p);
    }
    let matrix: number[][];
    do matrix = Array.from({ length: 4 }, () => Array.from({ length: 4 }, () => random(3))); while (
      new Set(Array.from({ length: 81 }, (_, p) => apply(matrix, 0, p, 4))).size < 81
    );
    const shift = random(81);
    const { points, stabilizer } = classOf(table);
    deepEqual(classOf(table.map((p) => apply(matrix, shift, p, 4))), { points, stabilizer });
    equal(stabilizers.get(String(points)), stabilizer, `[${table}] lands on a listed representative`);
  }
});

Deno.test("capClasses(4) with Web Workers gives the same classes as on one thread", async () => {
  deepEqual(await capClasses(4, { workers: 2 }), await deck());
});

Deno.test("describeClass: dimension, secants, coplanar quadruples, hyperplanes and stabiliser tell the classes of up to 7 cards apart", async () => {
  const { bySize } = await deck();
  for (let n = 0; n <= 7; n++) {
    const descriptions = new Set(bySize[n].map(({ points }) => JSON.stringify(describeClass(points, 4))));
    equal(descriptions.size, bySize[n].length, `n = ${n}`);
  }
  const largest = describeClass(bySize[20][0].points, 4);
  equal(largest.complete, true);
  equal(largest.dimension, 4);
  equal(largest.stabilizer, 2_880);
  deepEqual(largest.secants.reduce((sum, k, s) => sum + k * s, 0), 190);
});

Deno.test("verifyClasses names n when a class is missing or a stabiliser is wrong", async () => {
  const classes = await capClasses(3);
  const missing = { ...classes, bySize: classes.bySize.map((sized, n) => (n === 6 ? sized.slice(1) : sized)) };
  throws(() => verifyClasses(missing), /capClasses\(3\) failed its check: n = 6: /);
  const wrong = structuredClone(classes);
  wrong.bySize[7][0].stabilizer = 1;
  throws(() => verifyClasses(wrong), /n = 7: /);
});

Deno.test("capClasses and describeClass reject bad input naming the value", async () => {
  await capClasses(5 as 4).then(() => ok(false), (error) => ok(/features 5 is not one of 3, 4/.test(error.message)));
  await capClasses(4, { workers: -1 }).then(() => ok(false), (error) => ok(/workers -1/.test(error.message)));
  throws(() => describeClass([0, 1, 2], 3), /describeClass: cards 0, 1, 2 form a SET/);
  throws(() => describeClass([0, 81], 4), /card id 81 is not an integer in 0\.\.80/);
  throws(() => describeClass([4, 4], 4), /card 4 appears twice on the table/);
  throws(() => describeClass([0.5], 3), /card id 0.5 is not an integer/);
});

Deno.test("checkOrbitStabiliser(): A result with a class missing fails", () => {
  const bySize = [[{ points: [], stabilizer: 303_264, tables: 1n }]];
  throws(
    () => checkOrbitStabiliser({ features: 3, groupOrder: 303_264n, bySize }),
    /n = 1: .*hold 0 tables.*there are 27 /,
  );
});

Deno.test("checkEveryCapOfSmallDeck(): The small deck's classes pass; with a class dropped, its caps land nowhere", async () => {
  const classes = await capClasses(3);
  checkEveryCapOfSmallDeck(classes);
  classes.bySize[5].pop();
  throws(() => checkEveryCapOfSmallDeck(classes), /n = 5: the cap .* lands in no class/);
});

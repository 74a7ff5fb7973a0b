import { deepEqual, equal, ok, throws } from "node:assert/strict";
import { setsByPairs } from "../core/rule.ts";
import {
  hyperplaneClasses,
  isAffine,
  linePreservingPermutations,
  renamingClasses,
  renamingCount,
} from "./symmetries.ts";
import { capClasses } from "./classes.ts";
import { affineSpace, capsBySize, pointsOf } from "./affine_caps.ts";
import { setFreeCounts } from "./counts.ts";
import { affineGroupOrder } from "./_canonical.ts";
import { thoroughTest } from "../common/_quick_loop_test.ts";

thoroughTest(
  "linePreservingPermutations(3): all 303,264 SET-preserving permutations of the small deck are affine",
  () => {
    let affine = 0;
    const found = linePreservingPermutations(3, (perm) => affine += isAffine(perm, 3) ? 1 : 0);
    equal(BigInt(found), affineGroupOrder(3));
    equal(affine, found);
  },
);

Deno.test("linePreservingPermutations() counts |AGL(d, 3)| for d = 1, 2", () => {
  equal(linePreservingPermutations(1), 6); // every permutation of a line keeps it a line
  equal(BigInt(linePreservingPermutations(2)), affineGroupOrder(2));
});

Deno.test("the lines of AG(3, 3) and AG(4, 3) (setsByPairs): 117 SETs in the small deck and 1,080 in the full one", () => {
  const sets = setsByPairs();
  equal(sets.filter((set) => set.every((card) => card < 27)).length, 117);
  equal(sets.length, 1080);
});

Deno.test("hyperplaneClasses(3): 13 classes; every pair of points lies in a common plane of exactly 4 of them", () => {
  const classes = hyperplaneClasses(3);
  equal(classes.length, 13);
  for (let a = 0; a < 27; a++) {
    for (let b = a + 1; b < 27; b++) {
      equal(classes.filter((planes) => planes.some((plane) => plane.includes(a) && plane.includes(b))).length, 4);
    }
  }
  equal(hyperplaneClasses(4).length, 40);
});

Deno.test("hyperplaneClasses() builds each dimension once and hands out the same frozen arrays", () => {
  const classes = hyperplaneClasses(4);
  equal(hyperplaneClasses(4), classes);
  ok(Object.isFrozen(classes) && Object.isFrozen(classes[0]) && Object.isFrozen(classes[0][0]));
});

// Every renaming of AG(d, 3), written out: the features in any order, then each feature's values
// permuted by v ↦ s·v + c (s = 1, 2; c = 0, 1, 2: the six permutations of {0, 1, 2}).
const VALUE_MAPS = [1, 2].flatMap((s) => [0, 1, 2].map((c) => [0, 1, 2].map((v) => (s * v + c) % 3)));
const built = new Map<number, Uint8Array[]>();
function allRenamings(d: number): Uint8Array[] {
  if (built.has(d)) return built.get(d)!;
  const orders: number[][] = [];
  const permute = (done: number[]) => {
    if (done.length === d) orders.push(done);
    for (let f = 0; f < d; f++) if (!done.includes(f)) permute([...done, f]);
  };
  permute([]);
  const digits = Array.from(
    { length: 3 ** d },
    (_, p) => Array.from({ length: d }, (_, i) => Math.floor(p / 3 ** i) % 3),
  );
  const maps: Uint8Array[] = [];
  for (const order of orders) {
    for (let choice = 0; choice < 6 ** d; choice++) {
      const perValue = Array.from({ length: d }, (_, f) => VALUE_MAPS[Math.floor(choice / 6 ** f) % 6]);
      const perm = new Uint8Array(3 ** d);
      for (let p = 0; p < perm.length; p++) {
        let q = 0;
        for (let to = 0, w = 1; to < d; to++, w *= 3) q += perValue[to][digits[p][order[to]]] * w;
        perm[p] = q;
      }
      maps.push(perm);
    }
  }
  built.set(d, maps);
  return maps;
}

// The tables of a renaming class, by brute force: the images of `points` under every renaming.
function classByBruteForce(points: readonly number[], renamings: readonly Uint8Array[]): Set<string> {
  return new Set(renamings.map((perm) => String(points.map((p) => perm[p]).sort((a, b) => a - b))));
}

Deno.test("renamingCount() is the number of distinct renamings, all of them symmetries of the deck", () => {
  for (const d of [3, 4] as const) {
    const maps = d === 3 ? allRenamings(3) : allRenamings(4).filter((_, i) => i % 97 === 0);
    if (d === 3) equal(new Set(maps.map(String)).size, renamingCount(3));
    ok(maps.every((perm) => isAffine([...perm], d)));
  }
  equal(allRenamings(4).length, renamingCount(4));
  equal(renamingCount(4), 24 * 6 ** 4);
});

Deno.test("renamingClasses(): pairs of cards fall into four classes, by the number of features in which they differ", () => {
  const { tables, classes } = renamingClasses([0, 1]);
  equal(tables, 3_240);
  // Pairs differing in k features: C(4, k) features, 2 other values in each, 81 first cards, each pair twice.
  const differing = [1, 2, 3, 4].map((k) => ([4, 6, 4, 1][k - 1] * 2 ** k * 81) / 2);
  deepEqual(classes.map((c) => c.tables).sort((a, b) => a - b), differing.sort((a, b) => a - b));
});

Deno.test("renamingClasses() matches the images under all 1,296 renamings, for every class of the small deck up to 4 cards and at 9", async () => {
  const renamings = allRenamings(3);
  const small = await capClasses(3);
  const caps = capsBySize(affineSpace(3));
  for (const n of [1, 2, 3, 4, 9]) {
    const found = small.bySize[n].map(({ points }) => renamingClasses(points, 3));
    // Every SET-free n-card table once, and each renaming class exactly the images of its table.
    equal(found.reduce((sum, r) => sum + r.tables, 0), caps[n].length, `n = ${n}`);
    const seen = new Set<string>();
    for (const { classes } of found) {
      for (const { tables, points } of classes) {
        const brute = classByBruteForce(points, renamings);
        equal(tables, brute.size, `n = ${n}, [${points}]`);
        for (const table of brute) ok(!seen.has(table), `n = ${n}: ${table} in two classes`), seen.add(table);
      }
    }
    equal(seen.size, caps[n].length);
    deepEqual([...seen].sort(), caps[n].map((mask) => String(pointsOf(mask))).sort());
  }
});

thoroughTest(
  "renamingClasses(): the 682,344 twenty-card SET-free tables, one class under the symmetries, are many under renamings",
  async () => {
    const [largest] = (await capClasses(4)).bySize[20];
    const { tables, classes } = renamingClasses(largest.points);
    equal(BigInt(tables), setFreeCounts(4)[20]);
    equal(classes.reduce((sum, c) => sum + c.tables, 0), tables);
    ok(classes.length >= Math.ceil(tables / renamingCount(4)));
    // Each class is a whole renaming orbit: its size is 31,104 / the renamings fixing its table (orbit–stabiliser),
    // counted over all 31,104 renamings.
    const renamings = allRenamings(4);
    for (const { tables: size, points } of classes) {
      const onTable = new Uint8Array(81);
      for (const p of points) onTable[p] = 1;
      const fixing = renamings.filter((perm) => points.every((p) => onTable[perm[p]] === 1)).length;
      equal(size * fixing, renamingCount(4), `[${points}]`);
    }
  },
);

Deno.test("renamingClasses() refuses a card out of range, a repeated card, and an orbit past maxTables", () => {
  throws(() => renamingClasses([0, 81]), /point 1 81 is not an integer in 0\.\.80/);
  throws(() => renamingClasses([0, 27], 3), /point 1 27 is not an integer in 0\.\.26/);
  throws(() => renamingClasses([5, 5]), /\[5,5\] repeats a card/);
  throws(() => renamingClasses([0, 1, 3], 4, { maxTables: 1_000 }), /holds more than 1000 tables/);
});

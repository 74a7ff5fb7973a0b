import { deepEqual, equal, ok, throws } from "node:assert/strict";
import seedrandom from "seedrandom";
import { consistentWithBinomial } from "../stats/distributions.ts";
import { findSet, setsOnTable } from "../core/table.ts";
import { THIRD } from "../core/rule.ts";
import { capClasses } from "./classes.ts";
import { canonicalForm } from "./_canonical.ts";
import {
  oneSetTableSampler,
  randomAffineMap,
  setFreeTableSampler,
  type TableSampler,
  uniformBelow,
} from "./random_table.ts";
import { isAffine, linePreservingPermutations } from "./symmetries.ts";

// The tests draw from fixed seeds, so each gives the same answer every run; each count is checked by an exact
// binomial test against its exact probability at a false-alarm rate of 1e-9, so a correct sampler would fail one
// at some seed only with that tiny chance.
const RATE = 1e-9;

// Draws `draws` tables and tallies them by `key`.
function tally(
  sampler: TableSampler,
  draws: number,
  seed: string,
  key: (table: number[]) => string,
): Map<string, number> {
  const random = seedrandom.alea(seed);
  const counts = new Map<string, number>();
  for (let i = 0; i < draws; i++) {
    const k = key(sampler(random));
    counts.set(k, (counts.get(k) ?? 0) + 1);
  }
  return counts;
}

// Checks the tallies against the exact probabilities, which must cover every key seen.
function checkFrequencies(counts: Map<string, number>, draws: number, exact: Map<string, number>, what: string): void {
  for (const key of counts.keys()) ok(exact.has(key), `${what}: ${key} cannot be drawn`);
  for (const [key, p] of exact) {
    const count = counts.get(key) ?? 0;
    ok(consistentWithBinomial(count, draws, p, RATE), `${what}, ${key}: ${count} of ${draws}, expected ${p * draws}`);
  }
}

// The cards as a sorted key, after checking they are distinct cards of a deck of `size`.
function sortedKey(table: number[], size: number): string {
  equal(new Set(table).size, table.length);
  ok(table.every((card) => Number.isInteger(card) && card >= 0 && card < size));
  return [...table].sort((a, b) => a - b).join(",");
}

Deno.test("setFreeTableSampler() hits each class of the small deck in proportion to its size, at every n", async () => {
  const classes = await capClasses(3);
  for (let n = 0; n <= 9; n++) {
    const sized = classes.bySize[n];
    const total = Number(sized.reduce((sum, { tables }) => sum + tables, 0n));
    const exact = new Map(sized.map(({ points, tables }) => [points.join(","), Number(tables) / total]));
    const counts = tally(setFreeTableSampler(classes, n), 5_000, `small ${n}`, (table) => {
      sortedKey(table, 27);
      equal(findSet(table), undefined);
      return canonicalForm(table).form.join(",");
    });
    checkFrequencies(counts, 5_000, exact, `${n} cards`);
  }
});

Deno.test("setFreeTableSampler() hits each class of the deck's 8 and 18-card tables in proportion to its size", async () => {
  const classes = await capClasses(4);
  for (const n of [8, 18]) {
    const sized = classes.bySize[n];
    const total = Number(sized.reduce((sum, { tables }) => sum + tables, 0n));
    const exact = new Map(sized.map(({ points, tables }) => [points.join(","), Number(tables) / total]));
    const counts = tally(setFreeTableSampler(classes, n), 4_000, `deck ${n}`, (table) => {
      sortedKey(table, 81);
      equal(findSet(table), undefined);
      return canonicalForm(table).form.join(",");
    });
    checkFrequencies(counts, 4_000, exact, `${n} cards`);
  }
});

Deno.test("setFreeTableSampler() draws each of the 2,808 SET-free 3-card tables of the small deck equally often", async () => {
  const counts = tally(setFreeTableSampler(await capClasses(3), 3), 28_080, "triples", (table) => sortedKey(table, 27));
  const exact = new Map<string, number>();
  for (let a = 0; a < 27; a++) {
    for (let b = a + 1; b < 27; b++) {
      for (let c = b + 1; c < 27; c++) if (THIRD[a * 81 + b] !== c) exact.set(`${a},${b},${c}`, 1 / 2_808);
    }
  }
  equal(exact.size, 2_808);
  checkFrequencies(counts, 28_080, exact, "3 cards");
});

// How the cards outside a table complete its pairs: for s = 0, 1, 2, …, the cards completing exactly s pairs. The
// same for every table of one class, so a statistic of the sampled tables with an exact distribution to test.
function secants(table: number[], size: number): string {
  const pairs = new Array<number>(size).fill(0);
  for (let i = 0; i < table.length; i++) for (let j = 0; j < i; j++) pairs[THIRD[table[i] * 81 + table[j]]]++;
  const counts: number[] = [];
  for (let x = 0; x < size; x++) if (!table.includes(x)) counts[pairs[x]] = (counts[pairs[x]] ?? 0) + 1;
  return Array.from(counts, (count) => count ?? 0).join(" ");
}

// Every n-card subset of the small deck, by brute force over all of them.
function subsetsOfSmallDeck(n: number, visit: (table: number[]) => void): void {
  const table: number[] = [];
  const grow = (next: number) => {
    if (table.length === n) return visit(table);
    for (let p = next; p <= 27 - (n - table.length); p++) {
      table.push(p);
      grow(p + 1);
      table.pop();
    }
  };
  grow(0);
}

Deno.test("oneSetTableSampler() draws each of the 2,808 4-card tables with one SET of the small deck equally often", async () => {
  const counts = tally(oneSetTableSampler(await capClasses(3), 4), 28_080, "one 4", (table) => sortedKey(table, 27));
  const exact = new Map<string, number>();
  subsetsOfSmallDeck(4, (table) => {
    if (setsOnTable(table).length === 1) exact.set(table.join(","), 1 / 2_808);
  });
  equal(exact.size, 2_808);
  checkFrequencies(counts, 28_080, exact, "4 cards, one SET");
});

Deno.test("oneSetTableSampler() matches brute force on the small deck's 6 and 7-card tables with one SET", async () => {
  const classes = await capClasses(3);
  for (const n of [6, 7]) {
    const exact = new Map<string, number>();
    let all = 0;
    subsetsOfSmallDeck(n, (table) => {
      if (setsOnTable(table).length !== 1) return;
      const key = secants(table, 27);
      exact.set(key, (exact.get(key) ?? 0) + 1);
      all++;
    });
    equal(all, n === 6 ? 143_208 : 379_080);
    ok(exact.size >= 3, `${exact.size} kinds of table`);
    for (const [key, count] of exact) exact.set(key, count / all);
    const counts = tally(oneSetTableSampler(classes, n), 10_000, `one ${n}`, (table) => {
      sortedKey(table, 27);
      equal(setsOnTable(table).length, 1);
      return secants(table, 27);
    });
    checkFrequencies(counts, 10_000, exact, `${n} cards, one SET`);
  }
});

Deno.test("oneSetTableSampler() draws 18 and 19 cards of the deck with exactly one SET", async () => {
  const classes = await capClasses(4);
  for (const n of [18, 19]) {
    const sample = oneSetTableSampler(classes, n), random = seedrandom.alea(`deck one ${n}`);
    for (let i = 0; i < 100; i++) {
      const table = sample(random);
      sortedKey(table, 81);
      const sets = setsOnTable(table);
      equal(sets.length, 1);
      for (const card of sets[0]) equal(findSet(table.filter((c) => c !== card)), undefined);
    }
  }
});

Deno.test("the samplers refuse sizes no table of their kind has", async () => {
  const classes = await capClasses(4);
  throws(() => setFreeTableSampler(classes, 21), /setFreeTableSampler: n 21 is not an integer in 0\.\.20/);
  throws(() => setFreeTableSampler(classes, 2.5), /n 2\.5 is not an integer/);
  throws(() => oneSetTableSampler(classes, 20), /oneSetTableSampler: no 20-card table holds exactly one SET/);
  throws(() => oneSetTableSampler(classes, 21), /no 21-card table holds exactly one SET/);
  throws(() => oneSetTableSampler(classes, 2), /no 2-card table holds exactly one SET/);
  throws(() => oneSetTableSampler(classes, 22), /oneSetTableSampler: n 22 is not an integer in 1\.\.21/);
  deepEqual(setFreeTableSampler(classes, 0)(Math.random), []);
});

// Draws `draws` maps and checks that they are exactly the symmetries of AG(dim, 3), each drawn as often as a
// uniform draw would (an exact binomial test per map, false-alarm rate 1e-9 each; the seed is fixed, so the test
// gives the same answer every run).
function checkUniform(dim: number, draws: number, seed: string): void {
  const symmetries = new Set<string>();
  linePreservingPermutations(dim, (perm) => symmetries.add(perm.join(",")));
  const counts = new Map<string, number>();
  const random = seedrandom.alea(seed);
  for (let i = 0; i < draws; i++) {
    const key = randomAffineMap(dim, random).join(",");
    counts.set(key, (counts.get(key) ?? 0) + 1);
  }
  equal(counts.size, symmetries.size);
  for (const [key, count] of counts) {
    ok(symmetries.has(key), key);
    ok(consistentWithBinomial(count, draws, 1 / symmetries.size, 1e-9), `${key}: ${count} of ${draws}`);
  }
}

Deno.test("randomAffineMap() draws each of the 6 maps x ↦ ax + b of the line AG(1, 3) equally often", () => {
  checkUniform(1, 6_000, "line");
});

Deno.test("randomAffineMap() draws each of the 432 symmetries of the plane AG(2, 3) equally often", () => {
  checkUniform(2, 43_200, "plane");
});

Deno.test("randomAffineMap() draws symmetries of the deck: affine permutations of the 81 cards", () => {
  const random = seedrandom.alea("deck");
  for (let i = 0; i < 200; i++) {
    const image = randomAffineMap(4, random);
    equal(new Set(image).size, 81);
    ok(isAffine(image, 4));
  }
});

Deno.test("randomAffineMap() refuses a dimension outside 1..4", () => {
  throws(() => randomAffineMap(5, Math.random), /randomAffineMap: dimension 5 is not an integer in 1\.\.4/);
  throws(() => randomAffineMap(0, Math.random), /dimension 0/);
});

Deno.test("uniformBelow(): The highest 53-bit integers fall past the last whole run of 10 and are drawn again", () => {
  const values = [1 - 2 ** -32, 1 - 2 ** -21, 0.5, 0.25]; // 2^53 − 1, then 2^52 + 2^19 = 4,503,599,627,894,784
  equal(uniformBelow(10, () => values.shift()!), 4);
  equal(values.length, 0);
});

Deno.test("randomAffineMap() maps SETs to SETs", () => {
  ok(isAffine(randomAffineMap(4, seedrandom.alea("doc")), 4));
});

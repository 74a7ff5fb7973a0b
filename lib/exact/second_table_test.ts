import { deepEqual, equal, ok, throws } from "node:assert/strict";
import seedrandom from "seedrandom";
import {
  firstTableSizes,
  freshDeals,
  leftoverOf,
  removableTriples,
  secondTable,
  secondTableByBruteForce,
  setsWith,
} from "./second_table.ts";
import { binomial, type ExactProbability, exactProbability, noSetProbability } from "./counts.ts";
import { capClasses } from "./classes.ts";
import { setFreeTableSampler } from "./random_table.ts";
import { setsByPairs } from "../core/rule.ts";
import { hasSet, setsOnTable } from "../core/table.ts";
import { playGames, secondTableGames } from "../game/engine.ts";
import { gameStream } from "../game/play.ts";
import { clopperPearson } from "../stats/intervals.ts";
import { thoroughTest } from "../common/_quick_loop_test.ts";

const fraction = ({ numerator, denominator }: ExactProbability) => `${numerator}/${denominator}`;

thoroughTest(
  "secondTable() equals the brute force on the small deck, 9 cards dealt first: both chances, exactly",
  async () => {
    const classes = await secondTable({ features: 3 });
    const brute = secondTableByBruteForce(3, 9);
    deepEqual(classes.conditional, brute.conditional);
    deepEqual(classes.overall, brute.overall);
    equal(fraction(brute.conditional), "10827/20420570");
    equal(fraction(brute.overall), "2241/4206125");
  },
);

Deno.test("secondTable() equals the brute force on the small deck with 6 and 3 cards dealt first, branches of up to four tables", async () => {
  // secondTableByBruteForce(3, 6) and (3, 3) take about a minute each, too long for the suite: their fractions.
  const brute = { 6: ["97281/267995", "2725623/6500375"], 3: ["243/253", "57872733/71504125"] };
  for (const cards of [6, 3] as const) {
    const { conditional, overall } = await secondTable({ features: 3, cards });
    deepEqual([fraction(conditional), fraction(overall)], brute[cards]);
  }
});

Deno.test("the brute force equals the rules played over all 9! orders of the 2-feature deck (3 cards dealt first)", () => {
  // Every order of the 9 cards, played by the rules; each SET on the table is taken with chance 1 / its SETs.
  const cards = [0, 1, 2, 3, 4, 5, 6, 7, 8], options = { features: 2 } as const;
  const free = { all: [0, 0, 0, 0, 0, 0, 0], first: [0, 0, 0, 0, 0, 0, 0] }; // by the SETs on the table
  let orders = 0, firstHeldSet = 0;
  permute(cards, (order) => {
    orders++;
    let dealt = 3;
    while (!hasSet(order.slice(0, dealt), options)) dealt += 3;
    const table = order.slice(0, dealt), sets = setsOnTable(table, options);
    if (dealt === 3) firstHeldSet++;
    for (const set of sets) {
      const left = table.filter((card) => !set.includes(card));
      const second = left.length < 3 ? [...left, ...order.slice(dealt, dealt + 3)] : left;
      if (hasSet(second, options)) continue;
      free.all[sets.length]++;
      if (dealt === 3) free.first[sets.length]++;
    }
  });
  const chance = (bySets: number[], all: number) => {
    const common = 60n; // a multiple of 1..6: 6 cards of this deck hold at most C(6, 2) / 3 SETs
    const sum = bySets.reduce((total, count, k) => k === 0 ? total : total + BigInt(count) * common / BigInt(k), 0n);
    return exactProbability(sum, common * BigInt(all));
  };
  const brute = secondTableByBruteForce(2, 3);
  deepEqual(brute.conditional, chance(free.first, firstHeldSet));
  deepEqual(brute.overall, chance(free.all, orders));
  equal(fraction(brute.conditional), "9/10"); // 2 of the C(6, 3) = 20 triples off a line of the plane are lines
  equal(fraction(brute.overall), "6/7");
});

thoroughTest(
  "secondTable() with 3 cards dealt first: the new cards make a SET as often as 3 cards of the rest would",
  async () => {
    for (const [features, size] of [[3, 27], [4, 81]] as const) {
      const { conditional } = await secondTable({ features, cards: 3 });
      // The SETs off a SET: all of them less those through its cards (3 · (size − 1) / 2, the SET itself counted 3 times).
      const off = BigInt(size * (size - 1) / 6 - (3 * (size - 1) / 2 - 2));
      const deals = binomial(size - 3, 3);
      deepEqual(conditional, exactProbability(deals - off, deals));
    }
  },
);

Deno.test("secondTable() on the full deck: a second table without a SET about once in 22.5 games after a SET in the first 12", async () => {
  const { conditional, overall, branches } = await secondTable();
  equal(fraction(conditional), "396538561405044/8939045071283495");
  equal(fraction(overall), "23151526851087235608327/439634238864794937563600");
  deepEqual(branches.map(({ cards }) => cards), [12, 15, 18, 21]);
});

thoroughTest(
  "secondTable()'s branches: their chances add to 1, weigh their own chances into the overall one, and follow the exact counts",
  async () => {
    for (const [features, cards] of [[4, 12], [4, 6], [3, 3]] as const) {
      const { conditional, overall, branches } = await secondTable({ features, cards });
      const sum = (terms: [bigint, bigint][]) =>
        terms.reduce(([n, d], [a, b]) => [n * b + a * d, d * b], [0n, 1n] as [bigint, bigint]);
      deepEqual(
        exactProbability(...sum(branches.map(({ reach: r }) => [r.numerator, r.denominator]))),
        exactProbability(1n, 1n),
      );
      const weighted = sum(
        branches.map(({ reach: r, noSet: p }) => [r.numerator * p.numerator, r.denominator * p.denominator]),
      );
      deepEqual(overall, exactProbability(...weighted));
      equal(conditional, branches[0].noSet);
      // The first table of K + 3 cards: its first K cards hold no SET, and not all K + 3.
      const [k, then] = [noSetProbability(cards, { features }), noSetProbability(cards + 3, { features })];
      const reach = exactProbability(
        k.numerator * then.denominator - then.numerator * k.denominator,
        k.denominator * then.denominator,
      );
      deepEqual(branches[1].reach, reach);
    }
  },
);

Deno.test("removableTriples() counts the 3 cards whose removal leaves R ∪ S SET-free, on random tables of the full deck", async () => {
  const classes = await capClasses(4), random = seedrandom.alea("removable"), sets = setsByPairs();
  for (const n of [9, 12, 15, 18]) {
    const sample = setFreeTableSampler(classes, n);
    for (let i = 0; i < 30; i++) {
      const points = sample(random);
      const s = randomSetOff(points, sets, random);
      const left = leftoverOf(points, 81), table = [...points, ...s];
      let removable = 0;
      forEachTriple(table, (y) => removable += hasSet(table.filter((card) => !y.includes(card))) ? 0 : 1);
      equal(removableTriples(left, ...s), removable, `R = ${points}, S = ${s}`);
      equal(setsWith(left, ...s), setsOnTable(table).length);
    }
  }
});

Deno.test("freshDeals() counts the 3 new cards that keep R SET-free, on random tables of the full deck", async () => {
  const classes = await capClasses(4), random = seedrandom.alea("fresh"), sets = setsByPairs();
  for (const n of [0, 6, 9, 12]) {
    const points = setFreeTableSampler(classes, n)(random);
    const s = randomSetOff(points, sets, random);
    const fresh = freshDeals(leftoverOf(points, 81), points);
    const off = Array.from({ length: 81 }, (_, card) => card).filter((card) => !points.includes(card));
    let all = 0, avoiding = 0;
    forEachTriple(off, (x) => {
      if (hasSet([...points, ...x])) return;
      all++;
      if (!x.some((card) => s.includes(card))) avoiding++;
    });
    equal(fresh.all, all, `R = ${points}`);
    equal(fresh.avoiding(...s), avoiding, `R = ${points}, S = ${s}`);
  }
});

thoroughTest(
  "secondTable() lies in the 99.9999% Clopper–Pearson intervals of 50,000 games at seeds 7 and 339 (policy random)",
  async () => {
    const { conditional, overall } = await secondTable();
    for (const seed of ["7", "339"]) {
      const tally = playGames({ games: 50_000, policy: "random", random: gameStream(seed, "random", 0) });
      const { games, firstHeldSet, noSetAfterFirst, noSet } = secondTableGames(tally);
      for (
        const [exact, hits, trials] of [[conditional, noSetAfterFirst, firstHeldSet], [overall, noSet, games]] as const
      ) {
        const [low, high] = clopperPearson(hits, trials, { confidence: 0.999999 });
        ok(low <= exact.value && exact.value <= high, `seed ${seed}: ${exact.value} outside [${low}, ${high}]`);
      }
    }
  },
);

Deno.test("secondTable() refuses a deck or a first deal it cannot play, naming the value", async () => {
  deepEqual(firstTableSizes(3), [3, 6, 9]);
  for (const [features, cards] of [[3, 12], [4, 24], [4, 10], [4, 0]] as const) {
    await rejectsWith(
      () => secondTable({ features, cards }),
      new RegExp(`^RangeError: secondTable: cards ${cards} is`),
    );
  }
  await rejectsWith(() => secondTable({ features: 5 as 4 }), /features 5 is not one of 3, 4/);
  throws(() => firstTableSizes(2 as 3), /features 2/);
});

async function rejectsWith(f: () => Promise<unknown>, pattern: RegExp): Promise<void> {
  try {
    await f();
  } catch (error) {
    ok(pattern.test(String(error)), String(error));
    return;
  }
  throw new Error(`no error matching ${pattern}`);
}

function randomSetOff(points: number[], sets: readonly number[][], random: () => number): [number, number, number] {
  for (;;) {
    const set = sets[Math.floor(random() * sets.length)];
    if (!set.some((card) => points.includes(card))) return set as [number, number, number];
  }
}

function forEachTriple(cards: readonly number[], visit: (triple: number[]) => void): void {
  for (let i = 0; i < cards.length; i++) {
    for (let j = i + 1; j < cards.length; j++) {
      for (let k = j + 1; k < cards.length; k++) visit([cards[i], cards[j], cards[k]]);
    }
  }
}

/** Calls `visit` with every order of `items` (Heap's algorithm, the array permuted in place). */
function permute(items: number[], visit: (order: number[]) => void, n = items.length): void {
  if (n === 1) return visit(items);
  for (let i = 0; i < n; i++) {
    permute(items, visit, n - 1);
    const j = n % 2 === 0 ? i : 0;
    [items[j], items[n - 1]] = [items[n - 1], items[j]];
  }
}

/**
 * The hot loops on the deck of 6 features (729 cards, a 1 MB table of third cards) against the full deck (81 cards),
 * per card dealt. Target: at 6 features at most twice the time per card of the full deck, at the same table size.
 *
 * A plain table stops at its first SET, and 12 cards of the full deck hold one far more often than 12 of 729, so
 * tables differ in the cards they deal: the lines printed first count the cards a table deals (the stream's words,
 * one a card), and time each loop per card, median of 9 rounds run alternately. Importance-sampling paths deal n − 1 cards each
 * whatever the deck (none dies at 12 cards), so their times compare directly.
 */
import { noSetPlainWasm, noSetSisWasm } from "./_chunk.ts";
import { noSetPlain } from "./_reference_test.ts";
import { randomStream } from "../common/random.ts";
import type { DeckSize } from "./_deck.ts";

const TABLES = 1_000_000;
const PATHS = 200_000;
const N = 12;
const stream = (method: string, deckSize: number) => ({ seed: "bench", method, n: deckSize, chunk: 0 });

/** Cards a plain table of n cards deals on average: the stream's words, counted on 100,000 tables of the TypeScript loop. */
function cardsPerTable(n: number, deckSize: number): number {
  const next = randomStream(stream("count", deckSize));
  let words = 0;
  const counted = () => (words++, next());
  const tables = 100_000;
  noSetPlain({ n, trials: tables, next: counted, deckSize });
  return words / tables;
}

/** Median milliseconds of each run, the runs interleaved round by round so that a change in the machine's load hits all alike. */
function medianMs(runs: (() => unknown)[], rounds = 9): number[] {
  const times = runs.map(() => [] as number[]);
  for (let r = 0; r < rounds; r++) {
    runs.forEach((run, i) => {
      const start = performance.now();
      run();
      times[i].push(performance.now() - start);
    });
  }
  return times.map((t) => t.sort((a, b) => a - b)[Math.floor(rounds / 2)]);
}

const DECKS: DeckSize[] = [81, 729];
const cards = DECKS.map((deckSize) => cardsPerTable(N, deckSize));
const [plain81, plain729, sis81, sis729] = medianMs([
  ...DECKS.map((deckSize) => () =>
    noSetPlainWasm({ n: N, trials: TABLES, stream: stream("plain", deckSize), deckSize })
  ),
  ...DECKS.map((deckSize) => () =>
    noSetSisWasm({ n: N, replicates: PATHS, stream: stream("sis", deckSize), deckSize })
  ),
]);
const perCard = {
  plain: [plain81, plain729].map((ms, i) => (ms * 1e6) / (TABLES * cards[i])),
  sis: [sis81, sis729].map((ms) => (ms * 1e6) / (PATHS * (N - 1))),
};
DECKS.forEach((deckSize, i) =>
  console.log(
    `${deckSize} cards, tables of ${N}: plain ${cards[i].toFixed(2)} cards a table, ${
      perCard.plain[i].toFixed(2)
    } ns ` +
      `a card; importance sampling ${perCard.sis[i].toFixed(2)} ns a card`,
  )
);
console.log(
  `per card dealt, 6 features / the full deck: plain ${(perCard.plain[1] / perCard.plain[0]).toFixed(2)}×, ` +
    `importance sampling ${(perCard.sis[1] / perCard.sis[0]).toFixed(2)}× (target ≤ 2)`,
);

for (const deckSize of [81, 729] as DeckSize[]) {
  Deno.bench({
    name: `noSetPlainWasm: 1 M tables of ${N} cards from ${deckSize}`,
    group: "plain sampling, the full deck and 6 features",
    baseline: deckSize === 81,
    n: 10,
    fn() {
      noSetPlainWasm({ n: N, trials: TABLES, stream: stream("plain", deckSize), deckSize });
    },
  });
  Deno.bench({
    name: `noSetSisWasm: 200 k paths to ${N} cards from ${deckSize} (11 cards each)`,
    group: "importance sampling, the full deck and 6 features",
    baseline: deckSize === 81,
    n: 10,
    fn() {
      noSetSisWasm({ n: N, replicates: PATHS, stream: stream("sis", deckSize), deckSize });
    },
  });
}

// The sizes a chart of 6 features needs: where P(no SET) passes 50% and 1% (about 16 and 28 cards), and beyond.
for (const n of [20, 30, 50]) {
  Deno.bench({
    name: `noSetSisWasm: 100 k paths to ${n} cards of 6 features`,
    group: "6 features, chart sizes",
    n: 3,
    fn() {
      noSetSisWasm({ n, replicates: 100_000, stream: stream("sis", 729), deckSize: 729 });
    },
  });
}
Deno.bench({
  name: "noSetSisWasm: 10 populations of 10,000 paths to 66 cards of 6 features",
  group: "6 features, chart sizes",
  n: 1,
  warmup: 0,
  fn() {
    noSetSisWasm({ n: 66, replicates: 10, population: 10_000, stream: stream("sis", 729), deckSize: 729 });
  },
});

// The numbers the full deck (4 features) and the small deck (3) gave before the decks of 2 to 6 features shared
// their code path, pinned bit for bit: the same seed must keep giving the same tables, paths and intervals (the
// intervals as lib/stats/_elementary.ts's logarithm and exponential make them, the same in every engine).
import { deepEqual } from "node:assert/strict";
import { simulate } from "./simulate.ts";
import { noSetPlain, noSetSis, sampleTable } from "./_reference_test.ts";
import { randomStream } from "../common/random.ts";

type Row = [number, string, number, number, [number, number], number | null];

async function rows(sizes: number[], features: 3 | 4): Promise<Row[]> {
  const run = await simulate({ sizes, trials: 100_000, seed: "42", method: "both", features, workers: 2 });
  return run.results.map(({ n, method, trials, p, ci, noSet }) => [n, method, trials, p, ci, noSet ?? null]);
}

Deno.test("simulate --seed 42 --trials 100000 gives the full deck's numbers of before, bit for bit", async () => {
  deepEqual(await rows([12, 19], 4), [
    [12, "plain", 100000, 0.03219, [0.031104619580105457, 0.03330262358873212], 3219],
    [12, "sis", 100000, 0.032319798077391826, [0.032293861718314415, 0.03234573443646924], null],
    [19, "plain", 100000, 0, [0, 3.68881141579242e-05], 0],
    [19, "sis", 100000, 8.003169277896604e-12, [7.043931764503353e-12, 8.962406791289855e-12], null],
  ]);
  deepEqual(await rows([5, 9, 15, 20], 4), [
    [5, "plain", 100000, 0.8771, [0.8750491316884677, 0.8791289686783847], 87710],
    [5, "sis", 100000, 0.8758836100608264, [0.8758682936782916, 0.8758989264433612], null],
    [9, "plain", 100000, 0.29864, [0.29580430849455525, 0.3014873745302248], 29864],
    [9, "sis", 100000, 0.29722824174674656, [0.2971469779283827, 0.29730950556511043], null],
    [15, "plain", 100000, 0.00026, [0.00016984743995762056, 0.00038093719982380033], 26],
    [15, "sis", 100000, 0.00036465714887248964, [0.0003639657955083716, 0.0003653485022366077], null],
    [20, "plain", 100000, 0, [0, 3.68881141579242e-05], 0],
    [20, "sis", 100000, 1.4001290429326118e-13, [1.1409522902679737e-13, 1.65930579559725e-13], null],
  ]);
});

Deno.test("simulate --features 3 --seed 42 --trials 100000 gives the small deck's numbers of before, bit for bit", async () => {
  deepEqual(await rows([3, 4, 5, 6, 7, 8, 9], 3), [
    [3, "plain", 100000, 0.96056, [0.9593352027465399, 0.961757991286665], 96056],
    [3, "sis", 100000, 0.96, [0.95999999999904, 0.9600000000009601], null],
    [4, "plain", 100000, 0.84233, [0.8400563504551537, 0.8445837755244542], 84233],
    [4, "sis", 100000, 0.84, [0.83999999999916, 0.8400000000008401], null],
    [5, "plain", 100000, 0.62829, [0.6252860829960495, 0.6312864744618198], 62829],
    [5, "sis", 100000, 0.6260943652173888, [0.6260133003057934, 0.6261754301289842], null],
    [6, "plain", 100000, 0.3616, [0.3586211585491977, 0.3645868706118038], 36160],
    [6, "sis", 100000, 0.3628489233201585, [0.36274851106517375, 0.36294933557514325], null],
    [7, "plain", 100000, 0.14256, [0.1403984390042629, 0.14474231479767666], 14256],
    [7, "sis", 100000, 0.14229497549406903, [0.1422262602864012, 0.14236369070173685], null],
    [8, "plain", 100000, 0.02827, [0.027251431549871315, 0.029316050600027857], 2827],
    [8, "sis", 100000, 0.028462167114624588, [0.028448405452204686, 0.02847592877704449], null],
    [9, "plain", 100000, 0.0005, [0.00037113170178349435, 0.000659135195869387], 50],
    [9, "sis", 100000, 0.0004471465529436247, [0.00044284571527681123, 0.00045144739061043815], null],
  ]);
});

Deno.test("the TypeScript loops give the tables, counts and moments of before on a fixed stream, for both decks", () => {
  const next = randomStream({ seed: "42", method: "pin", n: 12, chunk: 0 });
  deepEqual([...sampleTable(12, next)], [56, 52, 75, 45, 78, 65, 33, 46, 30, 29, 38, 28]);
  deepEqual([...sampleTable(9, next, { deckSize: 27 })], [17, 16, 15, 14, 8, 13, 23, 7, 10]);
  const key = { seed: "42", method: "pin", n: 7, chunk: 1 };
  deepEqual(noSetSis({ n: 14, replicates: 2000, next: randomStream(key) }), {
    count: 2000,
    mean: 0.0022988230947884993,
    m2: 0.0004951936382416069,
  });
  deepEqual(noSetSis({ n: 8, replicates: 3, population: 200, deckSize: 27, next: randomStream(key) }), {
    count: 3,
    mean: 0.028429049776021075,
    m2: 6.958099801750534e-8,
  });
  deepEqual(noSetPlain({ n: 10, trials: 5000, next: randomStream(key) }), 839);
  deepEqual(noSetPlain({ n: 7, trials: 5000, deckSize: 27, next: randomStream(key) }), 745);
});

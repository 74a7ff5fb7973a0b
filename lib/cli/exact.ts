/**
 * `deno task exact`: exact counts of SET-free and one-SET tables (lib/exact/), P(no SET) as a fraction.
 *
 * @module
 */
import { command, GAME_DECK_FLAG, OUT_FLAGS, runCommand, timed, writeResult } from "./_command.ts";
import { setFreeCounts } from "../exact/counts.ts";
import { exactRows } from "../present/tables.ts";
import { int, odds } from "../present/format.ts";
import { deckOf, type GameFeatureCount } from "../core/card.ts";
import { capClasses } from "../exact/classes.ts";
import { exactlyOneSetCountsOf } from "../exact/exactly_one_set.ts";
import type { ExactCountRow } from "../data/readers.ts";
import { table } from "../present/show.ts";

/** How the counts are made, recorded in every result file. */
export function exactMethod(features: GameFeatureCount): string {
  const [deck, layer, layerSize, below] = features === 4
    ? ["81-card deck", "AG(3,3)", 27, "AGL(3,3)"]
    : ["27-card small deck", "AG(2,3)", 9, "AGL(2,3)"];
  return `The ${deck} split by its last feature into three layers of ${layerSize} cards (copies of ${layer}); a ` +
    `SET-free table is a triple of SET-free layer sets with no cross-layer SET (a + b + c = 0 mod 3). Counted ` +
    `over size profiles k0 >= k1 >= k2 times their orders, layer 0 by ${below} orbit representatives times orbit ` +
    `sizes, layer 1 by translation classes, layer 2 by backtracking on bit masks avoiding the forbidden points ` +
    `-(a + b). Exact BigInt counts; verified against brute force one dimension down (lib/exact/counts_test.ts). ` +
    `Tables with exactly one SET: from the classes of SET-free tables under the deck's affine maps (lib/exact/` +
    `classes.ts), each class of n - 1 cards weighted by its size and by the cards completing exactly one of its ` +
    `pairs, the sum divided by 3 (lib/exact/exactly_one_set.ts; brute force on the small deck in its tests).`;
}

/**
 * The rows `deno task exact` writes, n = 0..3^features: counts as decimal strings, P(no SET) as `"num/den"` and as a
 * float. Cost: the counts and the classes of the deck, about a second for the full deck.
 */
export async function exactCountRows(features: GameFeatureCount): Promise<ExactCountRow[]> {
  const exactlyOne = exactlyOneSetCountsOf(await capClasses(features));
  return exactRows(features).map(({ n, setFree, subsets, numerator, denominator, p }) => ({
    n,
    setFree: String(setFree),
    exactlyOne: String(exactlyOne[n]),
    subsets: String(subsets),
    p: `${numerator}/${denominator}`,
    pFloat: p,
  }));
}

/** `deno task exact`. */
export const EXACT = command({
  name: "exact",
  summary: "The exact number of SET-free tables of every size, and P(no SET) as a fraction.",
  flags: { features: GAME_DECK_FLAG, ...OUT_FLAGS },
  async run(flags) {
    const features = Number(flags.features) as GameFeatureCount;
    const { result: _, ...stamp } = await timed(() => setFreeCounts(features));
    const counts = await exactCountRows(features);
    const document = { features, method: exactMethod(features), ...stamp, counts };
    if (await writeResult("exact", document, flags)) return;
    const size = deckOf(features).size;
    const rows = exactRows(features);
    console.log(String(table(rows.map((row) => ({
      n: row.n,
      "SET-free tables": row.setFree,
      "exactly one SET": BigInt(counts[row.n].exactlyOne),
      [`all tables C(${size},n)`]: row.subsets,
      "P(no SET)": `${row.numerator}/${row.denominator}`,
      "P (float)": row.p === 0 || row.p === 1 ? String(row.p) : row.p.toPrecision(6),
      "odds against": odds(row.oddsAgainst),
    })))));
    const largest = rows.findLast((row) => row.setFree > 0n)!.n;
    console.log(
      `\n${deckOf(features).name[0].toUpperCase()}${deckOf(features).name.slice(1)}: computed in ` +
        `${stamp.seconds.toFixed(3)} s. The largest SET-free tables have ${largest} cards (${
          int(rows[largest].setFree)
        } ` +
        `of them); every table of ${largest + 1} or more holds a SET.`,
    );
  },
});

if (import.meta.main) await runCommand(EXACT);

/**
 * `deno task second-table`: the exact chance that a game's second table holds no SET (lib/exact/second_table.ts).
 *
 * @module
 */
import { command, GAME_DECK_FLAG, OUT_FLAGS, runCommand, timed, UsageError, writeResult } from "./_command.ts";
import { integerParam } from "../common/params.ts";
import { odds } from "../present/format.ts";
import { table } from "../present/show.ts";
import type { ExactProbability } from "../exact/counts.ts";
import { firstTableSizes, secondTable, secondTableByBruteForce } from "../exact/second_table.ts";

const FLAGS = {
  features: GAME_DECK_FLAG,
  cards: integerParam({ min: 3, max: 21, meaning: "cards dealt first", defaultText: "12 for 4 features, 9 for 3" }),
  ...OUT_FLAGS,
};

/** How the chances are computed, recorded in every result file. */
function secondTableMethod(features: 3 | 4, cards: number): string {
  const [size, group] = features === 4 ? [81, "AGL(4,3)"] : [27, "AGL(3,3)"];
  return `A game by the rules with ${cards} cards dealt first from the ${size}-card deck, 3 more while the table ` +
    `holds no SET, one of the table's SETs taken at random, 3 cards dealt when fewer than ${cards} are left; the ` +
    `deal a uniformly random order of the deck. Sum over every SET-free table R (the cards left) and SET S off it ` +
    `(the SET taken), S weighted by 1 / (1 + sum over s in S of the pairs of R completed by s), the SETs on R + S. ` +
    `First table of ${cards} cards: times the 3-card deals X off R + S with R + X SET-free (inclusion-exclusion over ` +
    `the cards of S). First table of M > ${cards} cards: times the orders of R + S dealing its first M - 3 cards ` +
    `SET-free, i.e. its 3-card subsets whose removal leaves it SET-free (counted from the pairs of R each card of S ` +
    `completes); the second table is R. R runs over one representative per class of SET-free tables under ` +
    `${group} (lib/exact/classes.ts), weighted by the class's size; exact BigInt fractions ` +
    `(lib/exact/second_table.ts).`;
}

/** A chance as the result document writes it: the fraction in decimal strings, and its float. */
function written({ numerator, denominator, value }: ExactProbability) {
  return { numerator: String(numerator), denominator: String(denominator), value };
}

/** `deno task second-table`. */
export const SECOND_TABLE = command({
  name: "second-table",
  summary:
    "The exact chance that the second table of a game holds no SET, given a SET in the first table and over every game.",
  flags: FLAGS,
  async run(flags) {
    const features = Number(flags.features) as 3 | 4;
    const sizes = firstTableSizes(features);
    const cards = flags.cards ?? (features === 4 ? 12 : 9);
    if (!sizes.includes(cards)) {
      throw new UsageError(`--cards must be one of ${sizes.join(", ")} with --features ${features}, got "${cards}"`);
    }
    const { result, ...stamp } = await timed(() => secondTable({ features, cards }));
    const [small, brute] = [await secondTable({ features: 3, cards: 9 }), secondTableByBruteForce(3, 9)];
    for (const key of ["conditional", "overall"] as const) {
      if (small[key].numerator !== brute[key].numerator || small[key].denominator !== brute[key].denominator) {
        throw new Error(`the small deck's ${key} chance is not the brute force's`);
      }
    }
    const checks = [
      ...result.checks,
      "the same code on the small deck with 9 cards dealt first gives both chances exactly as a brute force over " +
      "its 4,686,825 first tables, every SET on them and every 3 new cards, and every deal of 12 after a SET-free 9 " +
      "(lib/exact/_second_table_brute.ts)",
    ];
    const document = {
      features,
      cards,
      method: secondTableMethod(features, cards),
      checks,
      conditional: written(result.conditional),
      overall: written(result.overall),
      branches: result.branches.map(({ cards, reach, noSet }) => ({
        cards,
        reach: written(reach),
        noSet: written(noSet),
      })),
      ...stamp,
    };
    if (await writeResult("second-table", document, flags)) return;
    const row = (what: string, p: ExactProbability) => ({
      "the second table holds no SET": what,
      P: `${p.numerator}/${p.denominator}`,
      "P (float)": p.value.toPrecision(6),
      "odds against": odds(p.numerator === 0n ? Infinity : Number(p.denominator - p.numerator) / Number(p.numerator)),
    });
    console.log(String(table([
      row(`given a SET in the first ${cards} cards`, result.conditional),
      row("in every game", result.overall),
    ])));
    console.log();
    console.log(String(table(result.branches.map((branch) => ({
      "first table with a SET": `${branch.cards} cards`,
      "P(that table)": branch.reach.value.toPrecision(6),
      "P(second table holds no SET | that table)": branch.noSet.value.toPrecision(6),
    })))));
    const { deno, v8, typescript } = document.versions;
    console.log(`\nMethod: ${document.method}\nChecks passed:\n${checks.map((check) => `- ${check}`).join("\n")}`);
    console.log(`Computed in ${stamp.seconds.toFixed(2)} s (Deno ${deno}, V8 ${v8}, TypeScript ${typescript}).`);
  },
});

if (import.meta.main) await runCommand(SECOND_TABLE);

/**
 * `deno task classes`: the classes of SET-free tables under the deck's symmetries (lib/exact/classes.ts).
 *
 * @module
 */
import { command, GAME_DECK_FLAG, OUT_FLAGS, runCommand, timed, writeResult } from "./_command.ts";
import { int, plural } from "../present/format.ts";
import { table } from "../present/show.ts";
import { capClasses, classCounts } from "../exact/classes.ts";

/** How the classes are found, recorded in every result file. */
function classesMethod(features: 3 | 4): string {
  return `Classes of SET-free tables under AGL(${features}, 3), the affine maps x -> Ax + b of the ` +
    `${3 ** features}-card deck: each table's canonical form is its least image over the affine maps that send ` +
    `an ordered frame of its cards to the standard frame (frames whose first cards have the rarest invariants), ` +
    `the number of frames reaching it is the stabiliser's order; classes of n + 1 cards grow from those of n by ` +
    `canonical augmentation (a new card kept only when the canonical form puts it first), so each class is found ` +
    `once (lib/exact/classes.ts).`;
}

/** The verifications {@link capClasses} runs before it returns, recorded in every result file. */
function classesChecks(features: 3 | 4): string[] {
  return [
    "orbit-stabiliser: for every n, the sum of |G| / stabiliser over the classes equals the exact count of " +
    "SET-free n-card tables (setFreeCounts, counted by layers, an independent method)",
    ...(features === 3
      ? ["brute force: every SET-free set of the small deck has its canonical form among the classes"]
      : []),
  ];
}

/** `deno task classes`. */
export const CLASSES = command({
  name: "classes",
  summary:
    "Every class of SET-free tables under the deck's symmetries, with its stabiliser, checked against the exact counts.",
  flags: { features: GAME_DECK_FLAG, ...OUT_FLAGS },
  async run(flags) {
    const features = Number(flags.features) as 3 | 4;
    const { result: classes, ...stamp } = await timed(() => capClasses(features));
    const rows = classCounts(classes);
    const document = {
      features,
      method: classesMethod(features),
      checks: classesChecks(features),
      groupOrder: String(classes.groupOrder),
      classes: rows.map(({ n, classes, tables, stabilizers }) => ({ n, classes, tables: String(tables), stabilizers })),
      ...stamp,
    };
    if (await writeResult("classes", document, flags)) return;
    const largest = rows.findLast((row) => row.classes > 0)!;
    console.log(String(table(
      rows.slice(0, largest.n + 1).map((row) => ({
        n: row.n,
        classes: row.classes,
        "SET-free tables": row.tables,
        "stabiliser orders (order ×classes)": row.stabilizers
          .map(({ order, classes }) => `${int(order)} ×${int(classes)}`).join(", "),
      })),
    )));
    const total = rows.reduce((sum, row) => sum + row.classes, 0);
    const deck = features === 4 ? "deck (81 cards)" : "small deck (27 cards)";
    const stabilizer = largest.stabilizers.map(({ order }) => int(order)).join(", ");
    console.log(
      `\nThe ${deck}: ${plural(total, "class", "classes")} in all under its ` +
        `${int(classes.groupOrder)} symmetries (AGL(${features}, 3)). The largest SET-free tables ` +
        `have ${largest.n} cards: ${plural(largest.classes, "class", "classes")}, ` +
        `stabiliser order ${stabilizer}. Verified: for every n, Σ |G| / stabiliser = the exact count` +
        `${features === 3 ? ", and every SET-free set of the small deck lands in its class" : ""}. ` +
        `Computed in ${stamp.seconds.toFixed(2)} s.`,
    );
  },
});

if (import.meta.main) await runCommand(CLASSES);

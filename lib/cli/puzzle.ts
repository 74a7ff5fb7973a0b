/**
 * `deno task puzzle`: a practice table (lib/game/puzzle.ts), printed and drawn, then its hint and answer.
 *
 * @module
 */
import { uniformStream } from "../common/random.ts";
import { command, runCommand, UsageError } from "./_command.ts";
import { choiceParam, integerParam, pathParam, seedParam, switchParam } from "../common/params.ts";
import { checkOutFile, writeFileAtomic } from "../common/files.ts";
import { join } from "node:path";
import { PARAMETERS } from "../config.ts";
import { slugOf } from "../run/names.ts";
import { DEFAULT_OUT, ownFolder } from "../run/owned_folder.ts";
import { cardCode, cardName } from "../core/card.ts";
import { checkPuzzle, countRejections, dealPuzzle, PUZZLE_KINDS, type PuzzleKind } from "../game/puzzle.ts";
import { capClasses } from "../exact/classes.ts";
import { exactlyOneSetCounts } from "../data/exactly_one_counts.ts";
import { puzzleAnswerFigure, puzzleFigure, puzzleHintFigure } from "../figures/charts/puzzle.ts";
import { toPng } from "../figures/render.ts";
import { int, plural } from "../present/format.ts";

const QUESTION: Record<PuzzleKind, string> = {
  some: "This table holds at least one SET. Find one.",
  one: "This table holds exactly one SET. Find it.",
  none: "Is there a SET on this table?",
};

const FLAGS = {
  cards: integerParam({ min: 1, max: 21, default: 12, meaning: "cards on the table" }),
  seed: seedParam({ meaning: "the seed of the deal", defaultText: "a new random one" }),
  kind: choiceParam(PUZZLE_KINDS, { default: "some", meaning: "a table with at least one SET, exactly one, or none" }),
  lang: PARAMETERS.lang,
  "out-dir": pathParam("the folder for the pictures, made by this task (default out/puzzles)", "a folder"),
  force: switchParam("replace pictures of the same puzzle already there"),
  measure: integerParam({
    min: 1,
    max: 10_000_000,
    meaning: "also deal this many puzzles and report how many tables were rejected",
  }),
};

/** `deno task puzzle`. */
export const PUZZLE = command({
  name: "puzzle",
  summary: "Deals a practice table with at least one SET, exactly one, or none, and draws it, the hint and the answer.",
  flags: FLAGS,
  async run(flags) {
    const { cards, kind, lang, force } = flags;
    const exactlyOne = exactlyOneSetCounts();
    let plan;
    try {
      plan = checkPuzzle(cards, kind, { exactlyOne });
    } catch (error) {
      throw new UsageError(`--cards ${cards} with --kind ${kind}: ${(error as Error).message}`);
    }
    const seed = flags.seed ?? crypto.randomUUID().slice(0, 8);
    const dir = flags["out-dir"] ?? join(DEFAULT_OUT, "puzzles");
    const stem = `puzzle_${slugOf({ kind, cards, seed, lang })}`;
    // A table without a SET has nothing to outline: its answer is the sentence alone.
    const names = kind === "none" ? [stem] : [stem, `${stem}-hint`, `${stem}-answer`];
    await ownFolder(dir, "puzzle", "--out-dir");
    for (const name of names) {
      for (const ext of ["svg", "png"]) await checkOutFile(join(dir, `${name}.${ext}`), { force, label: "--out-dir" });
    }

    const started = performance.now();
    const classes = plan.method === "classes" ? await capClasses(4) : undefined;
    const classesMs = performance.now() - started;
    const start = performance.now();
    const puzzle = dealPuzzle({ cards, kind, random: uniformStream(seed, "puzzle", kind, cards), classes, exactlyOne });
    const milliseconds = performance.now() - start;
    const drawn = { cards: puzzle.cards, kind, parameters: { seed } };
    const { hint, sets } = puzzle;
    const figures = [puzzleFigure.draw({ ...drawn, name: stem }, lang)];
    if (hint) {
      figures.push(puzzleHintFigure.draw({ ...drawn, hint, name: names[1] }, lang));
      figures.push(puzzleAnswerFigure.draw({ ...drawn, hint, sets, name: names[2] }, lang));
    }
    for (const fig of figures) {
      await writeFileAtomic(`${dir}/${fig.name}.svg`, fig.svg, { replace: force });
      await writeFileAtomic(`${dir}/${fig.name}.png`, toPng(fig), { replace: force });
    }

    const place = new Map(puzzle.cards.map((card, i) => [card, i + 1]));
    const odds = int(Math.round(1 / plan.probability.value));
    const lines = [
      `Practice puzzle: ${cards} cards, kind ${kind}, seed ${JSON.stringify(seed)}`,
      puzzle.method === "rejection"
        ? `Dealt ${plural(puzzle.tries, "table")} to find it (${int(puzzle.tries - 1)} rejected) in ` +
          `${milliseconds.toFixed(2)} ms`
        : `Built from the classes of SET-free tables in ${milliseconds.toFixed(2)} ms (after ${classesMs.toFixed(0)} ` +
          `ms finding them): one random table in ${odds} is of this kind, too few to deal`,
      "",
      ...puzzle.cards.map((card) => `  ${place.get(card)}. ${cardCode(card)} ${cardName(card)}`),
      "",
      QUESTION[kind],
      `Picture: ${dir}/${stem}.svg (and .png)`,
      "",
      "-------------------------------- answer --------------------------------",
    ];
    if (hint) {
      const { pair: [a, b], third } = hint;
      lines.push(`Hint: cards ${place.get(a)} and ${place.get(b)} (${cardName(a)}, ${cardName(b)}) need`);
      lines.push(`      card ${place.get(third)}, ${cardName(third)}.`);
    }
    lines.push(
      sets.length === 0
        ? `No SET: none of the ${int(cards * (cards - 1) * (cards - 2) / 6)} triples is a SET.`
        : `${sets.length === 1 ? "The one SET" : `All ${sets.length} SETs`} on the table:`,
    );
    for (const set of sets) {
      const sorted = [...set].sort((x, y) => place.get(x)! - place.get(y)!);
      lines.push(`  cards ${sorted.map((card) => place.get(card)).join(", ")}: ${sorted.map(cardCode).join(" ")}`);
    }
    if (hint) {
      lines.push(`Hint picture (the pair outlined): ${dir}/${names[1]}.svg (and .png)`);
      lines.push(`Answer picture (the hinted SET outlined): ${dir}/${names[2]}.svg (and .png)`);
    }
    if (flags.measure) {
      const t = performance.now();
      const random = uniformStream(seed, "measure", kind, cards);
      const count = countRejections({ puzzles: flags.measure, cards, kind, random, classes, exactlyOne });
      const us = ((performance.now() - t) / flags.measure * 1000).toFixed(1);
      const measured = `Measured over ${plural(flags.measure, "more puzzle")}`;
      lines.push(
        "",
        count.method === "rejection"
          ? `${measured}, dealt by rejection: ${plural(count.tries, "table")} dealt, rejection rate ` +
            `${(100 * count.rate).toFixed(2)}%, ${us} µs per accepted puzzle`
          : `${measured}, built from the classes (no table dealt): ${us} µs per puzzle`,
      );
    }
    console.log(lines.join("\n"));
  },
});

if (import.meta.main) await runCommand(PUZZLE);

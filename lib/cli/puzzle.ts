/**
 * `deno task puzzle`: deals a practice table with at least one SET, exactly one, or none (lib/game/puzzle.ts), prints
 * it and draws it, then the answer after a separator: a hint and every SET, each also drawn.
 *
 * @module
 */
import { uniformStream } from "../common/random.ts";
import { command, runCommand, UsageError } from "./_command.ts";
import { choiceParam, integerParam, pathParam, seedParam, switchParam } from "../common/params.ts";
import { checkOutFile, writeResultFile } from "../common/files.ts";
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
  kind: choiceParam(PUZZLE_KINDS, {
    default: "some",
    meaning: "a table with at least one SET, exactly one, or none",
  }),
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
    const { cards, kind } = flags;
    const exactlyOne = exactlyOneSetCounts();
    let plan;
    try {
      plan = checkPuzzle(cards, kind, { exactlyOne });
    } catch (error) {
      throw new UsageError(`--cards ${cards} with --kind ${kind}: ${(error as Error).message}`);
    }
    const seed = flags.seed ?? crypto.randomUUID().slice(0, 8);
    const measure = flags.measure ?? 0;
    const dir = flags["out-dir"] ?? join(DEFAULT_OUT, "puzzles");
    const lang = flags.lang;
    const stem = `puzzle_${slugOf({ kind, cards, seed, lang })}`;
    // a table without a SET has nothing to outline: its answer is the sentence alone
    const files = [
      `${stem}.svg`,
      `${stem}.png`,
      ...(kind === "none" ? [] : [`${stem}-hint.svg`, `${stem}-hint.png`, `${stem}-answer.svg`, `${stem}-answer.png`]),
    ];
    await ownFolder(dir, "puzzle", "--out-dir");
    for (const file of files) await checkOutFile(join(dir, file), { force: flags.force, label: "--out-dir" });

    const { method, probability } = plan;
    const started = performance.now();
    const classes = method === "classes" ? await capClasses(4) : undefined;
    const classesMs = performance.now() - started;
    const start = performance.now();
    const puzzle = dealPuzzle({ cards, kind, random: uniformStream(seed, "puzzle", kind, cards), classes, exactlyOne });
    const milliseconds = performance.now() - start;
    const place = new Map(puzzle.cards.map((card, i) => [card, i + 1]));
    const named = (card: number) => `${place.get(card)}. ${cardCode(card)} ${cardName(card)}`;

    const drawn = { cards: puzzle.cards, kind, parameters: { seed } };
    const figures = [puzzleFigure.draw({ ...drawn, name: stem }, lang)];
    if (puzzle.hint) {
      const { hint, sets } = puzzle;
      figures.push(puzzleHintFigure.draw({ ...drawn, hint, name: `${stem}-hint` }, lang));
      figures.push(puzzleAnswerFigure.draw({ ...drawn, hint, sets, name: `${stem}-answer` }, lang));
    }
    for (const fig of figures) {
      await writeResultFile(`${dir}/${fig.name}.svg`, fig.svg, { force: flags.force });
      await writeResultFile(`${dir}/${fig.name}.png`, toPng(fig), { force: flags.force });
    }

    const lines: string[] = [];
    lines.push(`Practice puzzle: ${cards} cards, kind ${kind}, seed ${JSON.stringify(seed)}`);
    const odds = int(Math.round(1 / probability.value));
    lines.push(
      puzzle.method === "rejection"
        ? `Dealt ${plural(puzzle.tries, "table")} to find it (${int(puzzle.tries - 1)} rejected) in ` +
          `${milliseconds.toFixed(2)} ms`
        : `Built from the classes of SET-free tables in ${milliseconds.toFixed(2)} ms (after ${classesMs.toFixed(0)} ` +
          `ms finding them): one random table in ${odds} is of this kind, too few to deal`,
    );
    lines.push("");
    for (const card of puzzle.cards) lines.push(`  ${named(card)}`);
    lines.push("");
    lines.push(QUESTION[kind]);
    lines.push(`Picture: ${dir}/${stem}.svg (and .png)`);
    lines.push("");
    lines.push("-------------------------------- answer --------------------------------");
    if (puzzle.hint) {
      const { pair: [a, b], third } = puzzle.hint;
      lines.push(`Hint: cards ${place.get(a)} and ${place.get(b)} (${cardName(a)}, ${cardName(b)}) need`);
      lines.push(`      card ${place.get(third)}, ${cardName(third)}.`);
    }
    lines.push(
      puzzle.sets.length === 0
        ? `No SET: none of the ${int(cards * (cards - 1) * (cards - 2) / 6)} triples is a SET.`
        : `${puzzle.sets.length === 1 ? "The one SET" : `All ${puzzle.sets.length} SETs`} on the table:`,
    );
    for (const set of puzzle.sets) {
      const sorted = [...set].sort((x, y) => place.get(x)! - place.get(y)!);
      lines.push(`  cards ${sorted.map((card) => place.get(card)).join(", ")}: ${sorted.map(cardCode).join(" ")}`);
    }
    if (puzzle.hint) {
      lines.push(`Hint picture (the pair outlined): ${dir}/${stem}-hint.svg (and .png)`);
      lines.push(`Answer picture (the hinted SET outlined): ${dir}/${stem}-answer.svg (and .png)`);
    }
    if (measure > 0) {
      const t = performance.now();
      const count = countRejections({
        puzzles: measure,
        cards,
        kind,
        random: uniformStream(seed, "measure", kind, cards),
        classes,
        exactlyOne,
      });
      const ms = (performance.now() - t) / measure;
      lines.push("");
      lines.push(
        count.method === "rejection"
          ? `Measured over ${plural(measure, "more puzzle")}, dealt by rejection: ${plural(count.tries, "table")} ` +
            `dealt, rejection rate ${(100 * count.rate).toFixed(2)}%, ${(1000 * ms).toFixed(1)} µs per accepted puzzle`
          : `Measured over ${plural(measure, "more puzzle")}, built from the classes (no table dealt): ` +
            `${(1000 * ms).toFixed(1)} µs per puzzle`,
      );
    }
    console.log(lines.join("\n"));
  },
});

if (import.meta.main) await runCommand(PUZZLE);

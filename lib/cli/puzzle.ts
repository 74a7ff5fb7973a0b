/**
 * `deno task puzzle [--cards 12] [--seed S] [--kind some|one|none] [--lang en|zh-TW] [--out-dir DIR] [--force] [--measure N]`
 *
 * Deals a practice puzzle (a table with at least one SET, exactly one, or none), prints the table by name and
 * writes its picture as SVG and PNG (titled, captioned, card codes explained, in the language `--lang` names);
 * the answer (a hint, then every SET) comes after a separator and in two more pictures: the hint, with only the
 * hinted pair outlined, and the answer, with the whole SET outlined. `--measure N` makes N more puzzles and reports
 * how (dealt by rejection, with the rejection rate, or built from the classes) and the time per puzzle.
 *
 * A kind no table of that size has (21 cards without a SET, 20 or 21 with exactly one, fewer than 3 with a SET) is
 * refused at once, with one line saying why; kinds too rare to deal (one random table in more than 100,000) are
 * built from the classes of SET-free tables (lib/game/puzzle.ts), and the output says which way the puzzle was made.
 *
 * @module
 */
import { uniformStream } from "../common/random.ts";
import { command, UsageError } from "./_command.ts";
import { choiceParam, flagParam, integerParam, pathParam, seedParam } from "../common/params.ts";
import { checkOutFile, exists, writeResultFile } from "../common/files.ts";
import { dirname, resolve } from "node:path";
import { cardCode, cardName } from "../core/card.ts";
import { checkPuzzle, countRejections, dealPuzzle, PUZZLE_KINDS, type PuzzleKind } from "../game/puzzle.ts";
import { capClasses } from "../exact/classes.ts";
import { exactlyOneSetCounts } from "../data/exactly_one_counts.ts";
import { puzzleAnswerFigure, puzzleFigure, puzzleHintFigure } from "../figures/card_figures.ts";
import { toPng } from "../figures/figure.ts";
import { LANGS } from "../common/lang.ts";
import { int, plural } from "../present/format.ts";

export const USAGE = "usage: deno task puzzle [--cards 12] [--seed S] [--kind some|one|none] [--lang en|zh-TW] " +
  "[--out-dir DIR] [--force] [--measure N]";

const QUESTION: Record<PuzzleKind, string> = {
  some: "This table holds at least one SET. Find one.",
  one: "This table holds exactly one SET. Find it.",
  none: "Is there a SET on this table?",
};

/** The stream of a puzzle: seedrandom's xorwow seeded with `"SEED"/puzzle/KIND/CARDS`. */
function puzzleStream(seed: string, kind: PuzzleKind, cards: number, what = "puzzle"): () => number {
  return uniformStream(seed, what, kind, cards);
}

/**
 * Checks before any work that the pictures can be written, creating nothing: the folder is a folder, or can be made
 * (it is made when the pictures are written, so a run that fails leaves no empty folder behind), and no file is
 * replaced unless `force`.
 */
async function checkOutDir(dir: string, files: string[], force: boolean): Promise<void> {
  const info = await Deno.stat(dir).catch((error) => {
    if (error instanceof Deno.errors.NotFound) return undefined;
    throw new UsageError(`--out-dir ${dir} cannot be created`);
  });
  if (info) {
    if (!info.isDirectory) throw new UsageError(`--out-dir ${dir} is not a folder`);
    for (const file of files) await checkOutFile(`${dir}/${file}`, { force, label: "--out-dir" });
    return;
  }
  try {
    // the nearest folder above that exists must be writable, for the folders below it to be made
    let parent = dirname(resolve(dir));
    while (!(await exists(parent))) parent = dirname(parent);
    if (!(await Deno.stat(parent)).isDirectory) throw new Error("not a folder");
    const probe = `${parent}/.probe.${Deno.pid}.${crypto.randomUUID().slice(0, 8)}`;
    await Deno.writeTextFile(probe, "", { createNew: true });
    await Deno.remove(probe);
  } catch {
    throw new UsageError(`--out-dir ${dir} cannot be created`);
  }
}

/** The command's flags. */
export const FLAGS = {
  cards: integerParam({ min: 1, max: 21, default: 12 }),
  seed: seedParam(),
  kind: choiceParam(PUZZLE_KINDS, "some"),
  lang: choiceParam(LANGS, "en"),
  "out-dir": pathParam("out/puzzles"),
  force: flagParam(),
  measure: integerParam({ min: 1, max: 10_000_000 }),
};

if (import.meta.main) {
  await command("puzzle", USAGE, FLAGS, async (flags) => {
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
    const dir = flags["out-dir"];
    const lang = flags.lang;
    const stem = `puzzle-${kind}-${cards}-${seed.replace(/[^A-Za-z0-9_-]/g, "_")}`;
    // a table without a SET has nothing to outline: its answer is the sentence alone
    const files = [
      `${stem}.svg`,
      `${stem}.png`,
      ...(kind === "none" ? [] : [`${stem}-hint.svg`, `${stem}-hint.png`, `${stem}-answer.svg`, `${stem}-answer.png`]),
    ];
    await checkOutDir(dir, files, flags.force);

    const { method, probability } = plan;
    const started = performance.now();
    const classes = method === "classes" ? await capClasses(4) : undefined;
    const classesMs = performance.now() - started;
    const start = performance.now();
    const puzzle = dealPuzzle({ cards, kind, random: puzzleStream(seed, kind, cards), classes, exactlyOne });
    const milliseconds = performance.now() - start;
    const place = new Map(puzzle.cards.map((card, i) => [card, i + 1]));
    const named = (card: number) => `${place.get(card)}. ${cardCode(card)} ${cardName(card)}`;

    const figures = [puzzleFigure(puzzle.cards, { lang, kind, name: stem })];
    if (puzzle.hint) {
      figures.push(puzzleHintFigure(puzzle.cards, puzzle.hint, { lang, name: `${stem}-hint` }));
      figures.push(puzzleAnswerFigure(puzzle.cards, puzzle.hint, puzzle.sets, { lang, name: `${stem}-answer` }));
    }
    await Deno.mkdir(dir, { recursive: true });
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
        random: puzzleStream(seed, kind, cards, "measure"),
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
  });
}

/**
 * `deno task puzzle [--cards 12] [--seed S] [--kind some|one|none] [--lang en|zh-TW] [--out-dir DIR] [--force] [--measure N]`
 *
 * Deals a practice puzzle (a table with at least one SET, exactly one, or none), prints the table by name and
 * writes its picture as SVG and PNG (titled, captioned, card codes explained, in the language `--lang` names);
 * the answer (a hint, then every SET) comes after a separator and in two more pictures: the hint, with only the
 * hinted pair outlined, and the answer, with the whole SET outlined. `--measure N` deals N more puzzles and reports
 * the rejection rate and the time per accepted puzzle.
 *
 * @module
 */
import { uniformStream } from "../common/random.ts";
import { command, UsageError } from "./_command.ts";
import { choiceParam, flagParam, integerParam, pathParam, seedParam } from "../common/params.ts";
import { checkOutFile, writeResultFile } from "../common/files.ts";
import { cardCode, cardName } from "../core/card.ts";
import { checkPuzzle, countRejections, dealPuzzle, PUZZLE_KINDS, type PuzzleKind } from "../game/puzzle.ts";
import { puzzleAnswerFigure, puzzleFigure, puzzleHintFigure } from "../figures/card_figures.ts";
import { toPng } from "../figures/figure.ts";
import { LANGS } from "../common/lang.ts";
import { int, plural } from "../common/format.ts";

const USAGE = "usage: deno task puzzle [--cards 12] [--seed S] [--kind some|one|none] [--lang en|zh-TW] " +
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

/** Checks before any work that the pictures can be written: the folder exists or is created, no file is replaced unless `force`. */
async function checkOutDir(dir: string, files: string[], force: boolean): Promise<void> {
  try {
    await Deno.mkdir(dir, { recursive: true });
  } catch (error) {
    if (!(error instanceof Deno.errors.AlreadyExists)) throw new UsageError(`--out-dir ${dir} cannot be created`);
  }
  if (!(await Deno.stat(dir)).isDirectory) throw new UsageError(`--out-dir ${dir} is not a folder`);
  for (const file of files) await checkOutFile(`${dir}/${file}`, { force, label: "--out-dir" });
}

await command("puzzle", USAGE, {
  cards: integerParam({ min: 1, max: 21, default: 12 }),
  seed: seedParam(),
  kind: choiceParam(PUZZLE_KINDS, "some"),
  lang: choiceParam(LANGS, "en"),
  "out-dir": pathParam("out/puzzles"),
  force: flagParam(),
  measure: integerParam({ min: 1, max: 10_000_000 }),
}, async (flags) => {
  const { cards, kind } = flags;
  try {
    checkPuzzle(cards, kind);
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

  const start = performance.now();
  const puzzle = dealPuzzle({ cards, kind, random: puzzleStream(seed, kind, cards) });
  const milliseconds = performance.now() - start;
  const place = new Map(puzzle.cards.map((card, i) => [card, i + 1]));
  const named = (card: number) => `${place.get(card)}. ${cardCode(card)} ${cardName(card)}`;

  const figures = [puzzleFigure(puzzle.cards, { lang, kind, name: stem })];
  if (puzzle.hint) {
    figures.push(puzzleHintFigure(puzzle.cards, puzzle.hint, { lang, name: `${stem}-hint` }));
    figures.push(puzzleAnswerFigure(puzzle.cards, puzzle.hint, puzzle.sets, { lang, name: `${stem}-answer` }));
  }
  for (const fig of figures) {
    await writeResultFile(`${dir}/${fig.name}.svg`, fig.svg, { force: flags.force });
    await writeResultFile(`${dir}/${fig.name}.png`, toPng(fig), { force: flags.force });
  }

  const lines: string[] = [];
  lines.push(`Practice puzzle: ${cards} cards, kind ${kind}, seed ${JSON.stringify(seed)}`);
  lines.push(
    `Dealt ${plural(puzzle.tries, "table")} to find it (${int(puzzle.tries - 1)} rejected) in ` +
      `${milliseconds.toFixed(2)} ms`,
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
    });
    const ms = (performance.now() - t) / measure;
    lines.push("");
    lines.push(
      `Measured over ${plural(measure, "more puzzle")}: ${plural(count.tries, "table")} ` +
        `dealt, rejection rate ${(100 * count.rate).toFixed(2)}%, ${(1000 * ms).toFixed(1)} µs per accepted puzzle`,
    );
  }
  console.log(lines.join("\n"));
});

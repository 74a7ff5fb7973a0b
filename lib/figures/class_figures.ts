/**
 * The pictures of notebook 6, on the classes of SET-free tables (lib/exact/classes.ts): one table
 * of each class of n cards with what tells the classes apart ({@link classesFigure}), and the
 * largest SET-free tables of the deck and of the small deck, each a single class
 * ({@link uniqueLargestFigure}).
 *
 * Every fact a row states is one a reader can check on the cards by hand: whether they lie in one
 * plane (9 cards closed under completing pairs) or in one small deck (27 such cards), how many
 * 4-card groups lie in a plane, how many pairs one card off the table completes, whether the cards
 * add up to 0 in every feature, and how many symmetries leave the table in place.
 *
 * @module
 */
import { type Card, cardCode } from "../core/card.ts";
import { describeClass } from "../exact/classes.ts";
import { cardGrid } from "./card_figures.ts";
import {
  composeFigure,
  CONTENT_WIDTH,
  type DataRow,
  type Figure,
  FONT_SIZE,
  type Label,
  PRINT,
  SCRIPT,
  textElement,
} from "./figure.ts";
import { wrapText } from "./font_metrics.ts";
import type { Lang } from "../common/lang.ts";
import { type Messages, messages } from "./messages/mod.ts";

/** One class as the figures need it: a representative table and its stabiliser's order (a `CapClass` will do). */
export interface ClassInput {
  points: readonly Card[];
  stabilizer: number;
}

/**
 * The classes of one deck as the figures need them: `capClasses(features)` will do, or any object
 * with its `features`, `groupOrder` (a number once read back from JSON) and the `bySize` lists the
 * figure draws (others may be empty).
 */
export interface ClassesInput {
  features: 3 | 4;
  /** The symmetries of the deck, |AGL(d, 3)|: 1,965,150,720 for the deck, 303,264 for the small deck. */
  groupOrder: bigint | number;
  bySize: readonly (readonly ClassInput[])[];
}

/** What a row of {@link classesFigure} states about one class, as a tidy row (the figure's data). */
export interface ClassRow extends DataRow {
  /** The row's number, 1.., in the order drawn. */
  class: number;
  n: number;
  /** The representative's card codes, space-separated. */
  cards: string;
  /** The dimension of the smallest flat holding the cards: 2 a plane, 3 a small deck, 4 the whole deck. */
  dimension: number;
  /** For a table spread over the whole deck: the most of its cards in one small deck (27 cards, a hyperplane). */
  most_in_small_deck: number | null;
  /** The 4-card groups lying in a plane. */
  coplanar_quadruples: number;
  /** The most pairs of the table one outside card completes, and how many outside cards complete that many. */
  most_pairs_completed: number;
  cards_completing_most: number;
  /** Whether the cards add up to 0 in every feature (mod 3): stated for n a multiple of 3, where it is a class property. */
  sums_to_zero: boolean | null;
  /** The symmetries that leave the table in place, and the tables in the class: symmetries of the deck / stabilizer. */
  stabilizer: number;
  tables: number;
  /** The class's share of all SET-free n-card tables. */
  share: number;
}

/**
 * The rows of {@link classesFigure}: for each class of SET-free n-card tables, its representative
 * and the facts that tell it apart ({@link ClassRow}), ordered by dimension, then by symmetries
 * (most first), so that classes alike in their flat stand together. Cost: one `describeClass` per
 * class (microseconds each).
 *
 * @param classes `await capClasses(4)` (or 3 for the small deck).
 * @param n The number of cards.
 * @throws {RangeError} when there is no class of n cards.
 * @example The two classes of 4 cards: a parallelogram in a plane, and four cards spanning a small deck
 * ```ts
 * import { classRows } from "./class_figures.ts";
 * import { capClasses } from "../exact/classes.ts";
 * import { deepEqual } from "node:assert/strict";
 * const rows = classRows(await capClasses(4), 4);
 * deepEqual(rows.map((r) => [r.dimension, r.coplanar_quadruples, r.stabilizer, r.tables]), [
 *   [2, 1, 31_104, 63_180],
 *   [3, 0, 1_296, 1_516_320],
 * ]);
 * ```
 */
export function classRows(classes: ClassesInput, n: number): ClassRow[] {
  return drawnClasses(classes, n).map(({ row }) => row);
}

function drawnClasses(classes: ClassesInput, n: number): { row: ClassRow; points: readonly Card[] }[] {
  const list = classes.bySize[n] ?? [];
  if (list.length === 0) {
    throw new RangeError(`classRows: no class of ${n} cards in the deck of ${3 ** classes.features}`);
  }
  const group = Number(classes.groupOrder);
  const described = list.map((c) => ({ c, d: describeClass(c.points, classes.features) }));
  described.sort((a, b) => a.d.dimension - b.d.dimension || b.c.stabilizer - a.c.stabilizer);
  const total = described.reduce((sum, { c }) => sum + group / c.stabilizer, 0);
  return described.map(({ c, d }, i) => {
    const most = d.secants.length - 1;
    const row: ClassRow = {
      class: i + 1,
      n,
      cards: c.points.map(cardCode).join(" "),
      dimension: d.dimension,
      most_in_small_deck: d.dimension === classes.features ? d.hyperplanes.length - 1 : null,
      coplanar_quadruples: d.coplanarQuadruples,
      most_pairs_completed: most,
      cards_completing_most: d.secants[most],
      sums_to_zero: d.sumsToZero,
      stabilizer: c.stabilizer,
      tables: group / c.stabilizer,
      share: group / c.stabilizer / total,
    };
    return { row, points: c.points };
  });
}

const LINE = FONT_SIZE.small + 3;

// Lines of text stacked from `y` down, each 10 units unless its `size` says otherwise.
function textLines(lines: readonly Pick<Label, "text" | "bold" | "size">[], x: number, y: number): string {
  let at = y;
  return lines.map(({ text, bold, size = FONT_SIZE.small }) => {
    at += size + 3;
    return textElement({ x, y: at - 3, text, bold, size });
  }).join("");
}

/** Options of {@link classesFigure}. */
export interface ClassesFigureOptions {
  lang?: Lang;
  /** The number of cards of the tables. */
  n: number;
}

/**
 * One SET-free table of each class of n cards, a row each: the representative's cards drawn small
 * and beside them what sets the class apart ({@link classRows}): the flat it lies in, the 4-card
 * groups in a plane and the most pairs one outside card completes, for n a multiple of 3 whether
 * the cards add up to 0, and the symmetries that leave it in place with the tables its class holds.
 * The caption names the classes that only the number of symmetries tells apart, if any. Cost: one
 * `describeClass` per class; a card picture per card.
 *
 * @param classes `await capClasses(4)` (or 3 for the small deck).
 * @example Six cards: seven classes, two of which add up to 0 in every feature
 * ```ts
 * import { classesFigure } from "./class_figures.ts";
 * import { capClasses } from "../exact/classes.ts";
 * import { equal, match } from "node:assert/strict";
 * const fig = classesFigure(await capClasses(4), { n: 6, lang: "en" });
 * equal(fig.name, "classes-6");
 * equal(fig.data.length, 7);
 * equal(fig.data.filter((d) => d.sums_to_zero).length, 2);
 * match(fig.title, /247,615,056/);
 * ```
 */
export function classesFigure(classes: ClassesInput, options: ClassesFigureOptions): Figure {
  const { lang = "en", n } = options;
  const { features } = classes;
  const name = features === 4 ? `classes-${n}` : `classes-small-deck-${n}`;
  const msg = messages(lang);
  const m = msg.classes;
  const drawn = drawnClasses(classes, n);
  const rows = drawn.map(({ row }) => row);
  const group = Number(classes.groupOrder);
  const total = rows.reduce((sum, r) => sum + r.tables, 0);
  const cardWidth = Math.min(50, Math.floor((300 - (n - 1) * 5) / n));
  const gridWidth = n * cardWidth + (n - 1) * 5;
  const textX = 8 + gridWidth + 18;
  const textWidth = PRINT.canvasWidth - 8 - textX;
  const script = SCRIPT[lang];
  const parts: string[] = [];
  let y = 0;
  drawn.forEach(({ row, points }, i) => {
    if (i > 0) parts.push(`<line x1="8" x2="${PRINT.canvasWidth - 8}" y1="${y - 7}" y2="${y - 7}" stroke="#cccccc"/>`);
    const left = textLines([{ text: m.heading(row.class), bold: true, size: FONT_SIZE.text }], 8, y);
    const grid = cardGrid(points, { lang, columns: n, cardWidth, gap: 5, x: 8 });
    const gridTop = y + FONT_SIZE.text + 3;
    const under = textLines([{ text: m.tables(row.tables, row.share) }], 8, gridTop + grid.height - 2);
    const facts = rowFacts(m, row, features).flatMap((text) =>
      wrapText(text, textWidth, { size: FONT_SIZE.small, script }).map((line) => ({ text: line }))
    );
    parts.push(left, `<g transform="translate(0,${gridTop})">${grid.svg}</g>`, under, textLines(facts, textX, y + 1));
    y += Math.max(gridTop - y + grid.height - 2 + LINE, facts.length * LINE + 2) + 14;
  });
  const height = y - 14;
  const alike = sameButSymmetries(rows);
  const zero = rows.filter((r) => r.sums_to_zero).map((r) => r.class);
  return composeFigure({
    name,
    lang,
    title: m.title(n, total, rows.length, features),
    caption: m.caption({ n, features, group, zero, alike }),
    alt: m.alt(
      n,
      features,
      rows.map((r) => [m.heading(r.class), m.tables(r.tables, r.share), ...rowFacts(m, r, features)]),
    ),
    data: rows,
    body: parts.join(""),
    bodyHeight: height,
  });
}

// What a row states beside the cards, a line each.
function rowFacts(m: Messages["classes"], row: ClassRow, features: 3 | 4): string[] {
  return [
    m.flat(row.dimension, features, row.most_in_small_deck),
    m.planes(row.coplanar_quadruples),
    m.completes(row.most_pairs_completed, row.cards_completing_most),
    ...(row.sums_to_zero === null ? [] : [m.sumsToZero(row.n, row.sums_to_zero)]),
    m.symmetries(row.stabilizer),
  ];
}

// Groups of classes whose rows state the same facts but for their symmetries.
function sameButSymmetries(rows: readonly ClassRow[]): number[][] {
  const groups = new Map<string, number[]>();
  for (const r of rows) {
    const key = JSON.stringify([
      r.dimension,
      r.most_in_small_deck,
      r.coplanar_quadruples,
      r.most_pairs_completed,
      r.cards_completing_most,
      r.sums_to_zero,
    ]);
    groups.set(key, [...(groups.get(key) ?? []), r.class]);
  }
  return [...groups.values()].filter((g) => g.length > 1);
}

/** Options of {@link uniqueLargestFigure}. */
export interface LargestFigureOptions {
  lang?: Lang;
}

/**
 * The largest SET-free tables of the deck (20 cards) and of the small deck (9 solid cards), each a
 * single class, drawn by its representative with card codes, the symmetries that leave it in place,
 * and the count they imply: symmetries of the deck / those = every SET-free table of that size
 * (1,965,150,720 / 2,880 = 682,344; 303,264 / 144 = 2,106). Cost: a card picture per card.
 *
 * @param decks `{ full: await capClasses(4), small: await capClasses(3) }`.
 * @throws {RangeError} when the largest size of a deck has more than one class (the figure claims one).
 * @example
 * ```ts
 * import { uniqueLargestFigure } from "./class_figures.ts";
 * import { capClasses } from "../exact/classes.ts";
 * import { deepEqual, match } from "node:assert/strict";
 * const fig = uniqueLargestFigure({ full: await capClasses(4), small: await capClasses(3) }, { lang: "en" });
 * match(fig.caption, /682,344/);
 * match(fig.caption, /2,106/);
 * deepEqual([...new Set(fig.data.map((d) => d.deck))], ["full", "small"]);
 * ```
 */
export function uniqueLargestFigure(
  decks: { full: ClassesInput; small: ClassesInput },
  { lang = "en" }: LargestFigureOptions = {},
): Figure {
  const msg = messages(lang);
  const m = msg.largestTables;
  const parts: string[] = [];
  const data: DataRow[] = [];
  const facts: { features: 3 | 4; n: number; stabilizer: number; group: number; tables: number }[] = [];
  const cardWidth = Math.floor((CONTENT_WIDTH - 9 * 6) / 10);
  let y = 0;
  for (const deck of ["full", "small"] as const) {
    const { features, groupOrder, bySize } = decks[deck];
    const n = bySize.findLastIndex((list) => list.length > 0);
    if (bySize[n].length !== 1) {
      throw new RangeError(
        `uniqueLargestFigure: the ${deck} deck has ${bySize[n].length} classes of ${n} cards, not one`,
      );
    }
    const { points, stabilizer } = bySize[n][0];
    const group = Number(groupOrder);
    const tables = group / stabilizer;
    facts.push({ features, n, stabilizer, group, tables });
    if (y > 0) y += 8;
    parts.push(textLines([{ text: m.heading(features, n, stabilizer), bold: true, size: FONT_SIZE.text }], 8, y));
    y += FONT_SIZE.text + 3 + 2;
    const grid = cardGrid(points, { lang, columns: 10, cardWidth, gap: 6, x: 8, labels: (card) => [cardCode(card)] });
    parts.push(`<g transform="translate(0,${y})">${grid.svg}</g>`);
    y += grid.height;
    const count = wrapText(m.count(features, n, group, stabilizer, tables), CONTENT_WIDTH, {
      size: FONT_SIZE.small,
      script: SCRIPT[lang],
    });
    parts.push(textLines(count.map((text) => ({ text })), 8, y + 1));
    y += count.length * LINE + 6;
    points.forEach((card, i) =>
      data.push({
        deck,
        n,
        position: i + 1,
        code: cardCode(card),
        name: msg.card.name(card),
        stabilizer,
        symmetries: group,
        tables,
      })
    );
  }
  const [full, small] = facts;
  return composeFigure({
    name: "largest-tables",
    lang,
    title: m.title(full.n, small.n),
    caption: m.caption(full, small),
    alt: m.alt(full, small),
    data,
    body: parts.join(""),
    bodyHeight: y,
    notes: [msg.card.codeKey],
  });
}

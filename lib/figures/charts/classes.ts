/**
 * Notebook 6's pictures of the classes of SET-free tables under the deck's symmetries: one table of each class of
 * n cards with facts a reader can check by hand, and the largest SET-free tables, each a single class.
 * @module
 */
import { group } from "d3-array";
import { type Card, cardCode, parseCard } from "../../core/card.ts";
import { describeClass } from "../../exact/classes.ts";
import { CONTENT_WIDTH, FONT_SIZE, PRINT, SCRIPT } from "../figure.ts";
import { wrapText } from "../font_metrics.ts";
import { type Chart, composedChart, type FigureInput } from "../chart.ts";
import { cardGrid, cardSections, LINE, textLines } from "./_cards.ts";
import { int, listAnd, pct, pctSig } from "../../present/format.ts";
import { CARD_NAME, CODE_KEY } from "../words.ts";

/** The classes of one deck as `capClasses(features)` gives them: the symmetries, and each class by size. */
export interface ClassesInput {
  features: 3 | 4;
  groupOrder: bigint | number;
  bySize: readonly (readonly { points: readonly Card[]; stabilizer: number }[])[];
}

/** What a row of {@link classesFigure} states about one class (see `describeClass`), and the tables it counts. */
export type ClassRow = ReturnType<typeof classRows>[number];

/** The input of {@link classesFigure}: the rows of one deck's classes of n cards ({@link classRows}). */
export type ClassesFigureInput = FigureInput & { features: 3 | 4; rows: ClassRow[] };

/** A deck's largest SET-free table, a single class: its cards, stabiliser and the symmetries of the deck. */
export type LargestClass = { features: 3 | 4; cards: Card[]; stabilizer: number; symmetries: number };

/** The input of {@link largestTablesFigure}: the deck's largest class, then the small deck's ({@link largestClass}). */
export type LargestTablesInput = FigureInput & { decks: LargestClass[] };

/**
 * The rows of {@link classesFigure}, by dimension, then by symmetries (most first). Cost: one `describeClass` a class.
 *
 * @throws {RangeError} when there is no class of n cards.
 * @example The two classes of 4 cards: a parallelogram in a plane, and four cards spanning a small deck
 * ```ts
 * import { classRows } from "./classes.ts";
 * import { capClasses } from "../../exact/classes.ts";
 * import { deepEqual } from "node:assert/strict";
 * const rows = classRows(await capClasses(4), 4);
 * deepEqual(rows.map((r) => [r.dimension, r.coplanar_quadruples, r.stabilizer, r.tables]), [
 *   [2, 1, 31_104, 63_180],
 *   [3, 0, 1_296, 1_516_320],
 * ]);
 * ```
 */
export function classRows(classes: ClassesInput, n: number) {
  const list = classes.bySize[n] ?? [];
  if (list.length === 0) {
    throw new RangeError(`classRows: no class of ${n} cards in the deck of ${3 ** classes.features}`);
  }
  const group = Number(classes.groupOrder);
  const described = list.map((c) => ({ c, d: describeClass(c.points, classes.features) }));
  described.sort((a, b) => a.d.dimension - b.d.dimension || b.c.stabilizer - a.c.stabilizer);
  const total = described.reduce((sum, { c }) => sum + group / c.stabilizer, 0);
  return described.map(({ c, d }, i) => ({
    class: i + 1,
    n,
    cards: c.points.map(cardCode).join(" "),
    dimension: d.dimension,
    most_in_small_deck: d.dimension === classes.features ? d.hyperplanes.length - 1 : null,
    coplanar_quadruples: d.coplanarQuadruples,
    most_pairs_completed: d.secants.length - 1,
    cards_completing_most: d.secants[d.secants.length - 1],
    sums_to_zero: d.sumsToZero,
    stabilizer: c.stabilizer,
    tables: group / c.stabilizer,
    share: group / c.stabilizer / total,
  }));
}

/**
 * A deck's largest SET-free table, for {@link largestTablesFigure}: the one class of the largest size.
 *
 * @throws {RangeError} when the largest size has more than one class (the figure claims one).
 * @example
 * ```ts
 * import { largestClass } from "./classes.ts";
 * import { capClasses } from "../../exact/classes.ts";
 * import { deepEqual } from "node:assert/strict";
 * const { cards, stabilizer, symmetries } = largestClass(await capClasses(3));
 * deepEqual([cards.length, stabilizer, symmetries], [9, 144, 303_264]);
 * ```
 */
export function largestClass({ features, groupOrder, bySize }: ClassesInput): LargestClass {
  const n = bySize.findLastIndex((list) => list.length > 0);
  if (bySize[n].length !== 1) {
    throw new RangeError(
      `largestClass: the deck of ${3 ** features} has ${bySize[n].length} classes of ${n} cards, not one`,
    );
  }
  const { points, stabilizer } = bySize[n][0];
  return { features, cards: [...points], stabilizer, symmetries: Number(groupOrder) };
}

const deckName = { en: { 3: "small deck", 4: "deck" }, "zh-TW": { 3: "小牌組", 4: "整副牌" } } as const;

const en = {
  title: (n: number, tables: number, classes: number, features: 3 | 4) =>
    `All ${int(tables)} SET-free tables of ${n} ${features === 3 ? "solid " : ""}cards are images of just ` +
    `${classes} under the ${deckName.en[features]}'s symmetries`,
  heading: (index: number) => `Class ${index}`,
  tables: (tables: number, share: number) =>
    `${int(tables)} tables (${share >= 0.01 ? pct(share, 0) : pctSig(share, 1)})`,
  flat: (dimension: number, features: number, most: number | null) =>
    dimension <= 1
      ? "on one line"
      : dimension === 2
      ? "all in one plane of 9 cards"
      : dimension < features
      ? "all in one small deck of 27 cards"
      : features === 4
      ? `spans the whole deck; any small deck holds at most ${most}`
      : `spans the whole small deck; any plane holds at most ${most}`,
  planes: (quadruples: number) =>
    quadruples === 0
      ? "no 4 of its cards in one plane"
      : `${quadruples === 1 ? "one group" : `${quadruples} groups`} of 4 cards in one plane`,
  completes: (most: number, cards: number) =>
    most <= 1
      ? "no outside card completes 2 of its pairs"
      : `${cards === 1 ? "one outside card completes" : `${cards} outside cards complete`} ${most} of its pairs` +
        (cards === 1 ? "" : " each"),
  sumsToZero: (n: number, zero: boolean) => `its ${n} cards ${zero ? "add" : "do not add"} up to 0 in every feature`,
  symmetries: (stabilizer: number) =>
    `${int(stabilizer)} symmetr${stabilizer === 1 ? "y leaves" : "ies leave"} it in place`,
  caption: (n: number, features: 3 | 4, group: number, zero: number[], alike: number[][]) =>
    `One table of each class of SET-free tables of ${n} cards` +
    (features === 3 ? " of the small deck (27 solid cards)" : "") +
    `. A symmetry relabels the cards so that every SET stays a SET (the ${deckName.en[features]} has ${int(group)}); ` +
    `a class is all the tables the symmetries carry one table to, so a table left in place by s symmetries stands ` +
    `for ${int(group)} / s tables. A plane is 9 cards closed under completing pairs, like the 9 solid red cards` +
    (features === 4 ? "; a small deck is 27 such cards, like the 27 solid cards of the Easy Start" : "") +
    `; outside cards are the ${3 ** features - n} not on the table. Four cards a, b, c, d lie in one plane when ` +
    "a + b = c + d, that is when one outside card completes both pairs a, b and c, d." +
    (zero.length
      ? " Adding up to 0 (mod 3) in every feature is shared by a whole class when n is a multiple of 3; the cards " +
        "left at the end of a game always do (the deck and every SET taken add up to 0), so " +
        `${n} cards left at the end are always a table of class ` +
        `${zero.length <= 1 ? zero.join("") : `${zero.slice(0, -1).join(", ")} or ${zero.at(-1)}`}.`
      : "") +
    alike.map((group) => ` Classes ${listAnd(group)} agree in all but their symmetries.`).join(""),
  alt: (n: number, features: number, rows: string[][]) =>
    `${rows.length} rows of ${features === 3 ? "solid " : ""}cards, one SET-free table of ${n} cards for each ` +
    `class: ${rows.map((facts) => facts.join(", ")).join("; ")}.`,
  largest: {
    title: (full: number, small: number) =>
      `The largest SET-free tables are unique up to symmetry: ${full} cards of the deck, ${small} of the small deck`,
    heading: (features: number, n: number, stabilizer: number) =>
      `${features === 4 ? "The full deck (81 cards)" : "The small deck (27 solid cards)"}: ${n} cards, left in place ` +
      `by ${int(stabilizer)} symmetries`,
    count: (d: LargestClass) =>
      `${int(d.symmetries)} symmetries ÷ ${int(d.stabilizer)} = ${int(d.symmetries / d.stabilizer)} tables: every ` +
      `SET-free table of ${d.cards.length} ${d.features === 4 ? "cards" : "solid cards"}`,
    caption: (full: LargestClass, small: LargestClass) =>
      `The largest SET-free tables, each a single class: ${full.cards.length} cards of the 81 (top) and ` +
      `${small.cards.length} of the small deck of 27 solid cards (bottom), each drawn by one table. A symmetry ` +
      `relabels the cards so that every SET stays a SET: the deck has ${int(full.symmetries)}, the small deck ` +
      `${int(small.symmetries)}. Divided by the symmetries that leave the table in place they count its class: ` +
      `${int(full.symmetries / full.stabilizer)} tables of ${full.cards.length} cards and ` +
      `${int(small.symmetries / small.stabilizer)} of ${small.cards.length} solid cards, every SET-free table of ` +
      `those sizes. No ${full.cards.length + 1} cards, and no ${small.cards.length + 1} solid cards, are free of SETs.`,
    alt: (full: LargestClass, small: LargestClass) =>
      `Two tables of SET cards with no SET among them: ${full.cards.length} cards of the full deck, left in place by ` +
      `${int(full.stabilizer)} symmetries, so ${int(full.symmetries / full.stabilizer)} such tables; and ` +
      `${small.cards.length} solid cards, left in place by ${int(small.stabilizer)} symmetries, so ` +
      `${int(small.symmetries / small.stabilizer)} such tables.`,
  },
};

const zhTW: typeof en = {
  title: (n, tables, classes, features) =>
    `${int(tables)} 個沒有 SET 的 ${n} 張${features === 3 ? "實心牌" : ""}桌面，` +
    `在${deckName["zh-TW"][features]}的對稱之下只分成 ${classes} 類`,
  heading: (index) => `第 ${index} 類`,
  tables: (tables, share) => `${int(tables)} 個桌面（${share >= 0.01 ? pct(share, 0) : pctSig(share, 1)}）`,
  flat: (dimension, features, most) =>
    dimension <= 1
      ? "在一條線上"
      : dimension === 2
      ? "全部在一個 9 張牌的平面上"
      : dimension < features
      ? "全部在一副 27 張的小牌組裡"
      : features === 4
      ? `分散在整副牌；任一副小牌組最多有其中 ${most} 張`
      : `分散在整副小牌組；任一個平面最多有其中 ${most} 張`,
  planes: (quadruples) => quadruples === 0 ? "沒有 4 張牌在同一平面" : `${quadruples} 組 4 張牌在同一平面`,
  completes: (most, cards) =>
    most <= 1 ? "桌面外沒有一張牌補全其中 2 對" : `桌面外有 ${cards} 張牌${cards === 1 ? "" : "各"}補全其中 ${most} 對`,
  sumsToZero: (n, zero) => zero ? `${n} 張牌每個特徵相加模 3 都是 0` : `${n} 張牌並非每個特徵相加模 3 都是 0`,
  symmetries: (stabilizer) => `${int(stabilizer)} 個對稱讓它保持不變`,
  caption: (n, features, group, zero, alike) =>
    `${features === 3 ? "小牌組（27 張實心牌）" : ""}沒有 SET 的 ${n} 張桌面，每一類畫出一個。對稱是把牌重新標記、` +
    `讓每組 SET 仍是 SET 的方式（${deckName["zh-TW"][features]}共有 ${int(group)} 個）；一類是對稱能互相變換的` +
    `所有桌面，所以有 s 個對稱讓它保持不變的桌面，代表 ${int(group)} / s 個桌面。` +
    "平面是任兩張的第三張都在其中的 9 張牌，例如 9 張紅色實心牌" +
    (features === 4 ? "；小牌組是這樣的 27 張牌，例如入門玩法用的 27 張實心牌" : "") +
    `；桌面外的牌是不在桌面上的 ${3 ** features - n} 張。a、b、c、d 四張牌在同一平面，就是 a + b = c + d，` +
    "也就是有一張桌面外的牌同時補全 a、b 與 c、d 兩對。" +
    (zero.length
      ? `n 是 3 的倍數時，每個特徵相加模 3 是否為 0 是整類共有的性質；遊戲結束時剩下的牌一定每個特徵相加為 0` +
        `（整副牌與每一組取走的 SET 相加都是 0），所以遊戲結束時剩下的 ${n} 張牌一定屬於第 ${zero.join(" 或 ")} 類。`
      : "") +
    alike.map((group) => `第 ${group.join("、")} 類只有對稱的個數不同。`).join(""),
  alt: (n, features, rows) =>
    `${rows.length} 列${features === 3 ? "實心" : ""}牌，每一類畫出一個沒有 SET 的 ${n} 張桌面：` +
    `${rows.map((facts) => facts.join("，")).join("；")}。`,
  largest: {
    title: (full, small) => `最大的無 SET 桌面在對稱之下只有一種：整副牌 ${full} 張，小牌組 ${small} 張`,
    heading: (features, n, stabilizer) =>
      `${features === 4 ? "整副牌（81 張）" : "小牌組（27 張實心牌）"}：${n} 張，${int(stabilizer)} 個對稱讓它保持不變`,
    count: (d) =>
      `${int(d.symmetries)} 個對稱 ÷ ${int(d.stabilizer)} = ${int(d.symmetries / d.stabilizer)} 個桌面：` +
      `所有沒有 SET 的 ${d.cards.length} 張${d.features === 4 ? "" : "實心牌"}桌面`,
    caption: (full, small) =>
      `最大的無 SET 桌面，各自只有一類：81 張牌中的 ${full.cards.length} 張（上）與 27 張實心牌小牌組中的 ` +
      `${small.cards.length} 張（下），各畫出一個。對稱是把牌重新標記、讓每組 SET 仍是 SET 的方式：整副牌有 ` +
      `${int(full.symmetries)} 個，小牌組有 ${int(small.symmetries)} 個。除以讓桌面保持不變的對稱個數，就是這一類的` +
      `桌面數：${int(full.symmetries / full.stabilizer)} 個 ${full.cards.length} 張桌面與 ` +
      `${int(small.symmetries / small.stabilizer)} 個 ${small.cards.length} 張實心牌桌面，` +
      "正是這兩種張數所有沒有 SET 的桌面。" +
      `${full.cards.length + 1} 張牌、${small.cards.length + 1} 張實心牌一定有 SET。`,
    alt: (full, small) =>
      `兩個沒有 SET 的桌面：整副牌的 ${full.cards.length} 張，${int(full.stabilizer)} 個對稱讓它保持不變，所以有 ` +
      `${int(full.symmetries / full.stabilizer)} 個這樣的桌面；${small.cards.length} 張實心牌，` +
      `${int(small.stabilizer)} 個對稱讓它保持不變，所以有 ${int(small.symmetries / small.stabilizer)} 個。`,
  },
};

const TEXT = { en, "zh-TW": zhTW };

// What a row states beside the cards, a line each.
function rowFacts(m: typeof en, row: ClassRow, features: 3 | 4): string[] {
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
  const facts = (r: ClassRow) =>
    JSON.stringify([
      r.dimension,
      r.most_in_small_deck,
      r.coplanar_quadruples,
      r.most_pairs_completed,
      r.cards_completing_most,
      r.sums_to_zero,
    ]);
  return [...group(rows, facts).values()].map((g: ClassRow[]) => g.map((r) => r.class)).filter((g) => g.length > 1);
}

/**
 * One SET-free table of each class of n cards, a row each, with what sets the class apart. Named `classes-N`
 * (`classes-small-deck-N`). Cost: a card picture per card.
 *
 * @example Six cards: seven classes, two of which add up to 0 in every feature
 * ```ts
 * import { classesFigure, classRows } from "./classes.ts";
 * import { capClasses } from "../../exact/classes.ts";
 * import { equal, match } from "node:assert/strict";
 * const fig = classesFigure.draw({ features: 4, rows: classRows(await capClasses(4), 6), parameters: {} }, "en");
 * equal(fig.name, "classes-6");
 * equal(fig.data.filter((d) => d.sums_to_zero).length, 2);
 * match(fig.title, /^All 247,615,056 SET-free tables of 6 cards are images of just 7 under the deck's symmetries$/);
 * ```
 */
export const classesFigure: Chart<ClassesFigureInput> = composedChart({
  name: "classes",
  uses: [],
  stem: ({ features, rows }) => features === 4 ? `classes-${rows[0].n}` : `classes-small-deck-${rows[0].n}`,
  compose({ features, rows }, lang) {
    const m = TEXT[lang];
    const n = rows[0].n;
    const group = rows[0].tables * rows[0].stabilizer;
    const cardWidth = Math.min(50, Math.floor((300 - (n - 1) * 5) / n));
    const textX = 8 + n * cardWidth + (n - 1) * 5 + 18;
    const parts: string[] = [];
    let y = 0;
    rows.forEach((row, i) => {
      const rule = `<line x1="8" x2="${PRINT.canvasWidth - 8}" y1="${y - 7}" y2="${y - 7}" stroke="#cccccc"/>`;
      if (i > 0) parts.push(rule);
      const left = textLines([{ text: m.heading(row.class), bold: true, size: FONT_SIZE.text }], 8, y);
      const grid = cardGrid(row.cards.split(" ").map(parseCard), { lang, columns: n, cardWidth, gap: 5, x: 8 });
      const gridTop = y + FONT_SIZE.text + 3;
      const under = textLines([{ text: m.tables(row.tables, row.share) }], 8, gridTop + grid.height - 2);
      const facts = rowFacts(m, row, features).flatMap((text) =>
        wrapText(text, PRINT.canvasWidth - 8 - textX, { size: FONT_SIZE.small, script: SCRIPT[lang] })
          .map((line) => ({ text: line }))
      );
      parts.push(left, `<g transform="translate(0,${gridTop})">${grid.svg}</g>`, under, textLines(facts, textX, y + 1));
      y += Math.max(gridTop - y + grid.height - 2 + LINE, facts.length * LINE + 2) + 14;
    });
    const zero = rows.filter((r) => r.sums_to_zero).map((r) => r.class);
    const facts = (r: ClassRow) => [m.tables(r.tables, r.share), ...rowFacts(m, r, features)];
    return {
      title: m.title(n, rows.reduce((sum, r) => sum + r.tables, 0), rows.length, features),
      caption: m.caption(n, features, group, zero, sameButSymmetries(rows)),
      alt: m.alt(n, features, rows.map((r) => [m.heading(r.class), ...facts(r)])),
      data: rows,
      body: parts.join(""),
      bodyHeight: y - 14,
    };
  },
});

/**
 * The largest SET-free tables of the deck and of the small deck, each a single class, with the symmetries that
 * leave it in place and the count they imply. Cost: a card picture per card.
 *
 * @example
 * ```ts
 * import { largestClass, largestTablesFigure } from "./classes.ts";
 * import { capClasses } from "../../exact/classes.ts";
 * import { deepEqual, match } from "node:assert/strict";
 * const decks = [largestClass(await capClasses(4)), largestClass(await capClasses(3))];
 * const fig = largestTablesFigure.draw({ decks, parameters: {} }, "en");
 * match(fig.caption, /682,344 tables of 20 cards and 2,106 of 9 solid cards/);
 * deepEqual([...new Set(fig.data.map((d) => d.deck))], ["full", "small"]);
 * ```
 */
export const largestTablesFigure: Chart<LargestTablesInput> = composedChart({
  name: "largest-tables",
  uses: [],
  compose({ decks }, lang) {
    const m = TEXT[lang].largest;
    const sections = decks.map((d) => ({
      heading: m.heading(d.features, d.cards.length, d.stabilizer),
      cards: d.cards,
      labels: (card: Card) => [cardCode(card)],
      notes: m.count(d),
    }));
    const cardWidth = Math.floor((CONTENT_WIDTH - 9 * 6) / 10);
    const { svg, height } = cardSections(sections, { lang, columns: 10, cardWidth, gap: 6, x: 8 }, {
      top: 11,
      gridTop: 5,
    });
    const [full, small] = decks;
    return {
      title: m.title(full.cards.length, small.cards.length),
      caption: m.caption(full, small),
      alt: m.alt(full, small),
      data: decks.flatMap((d) =>
        d.cards.map((card, i) => ({
          deck: d.features === 4 ? "full" : "small",
          n: d.cards.length,
          position: i + 1,
          code: cardCode(card),
          name: CARD_NAME[lang](card),
          stabilizer: d.stabilizer,
          symmetries: d.symmetries,
          tables: d.symmetries / d.stabilizer,
        }))
      ),
      body: svg,
      bodyHeight: height - 8,
      notes: [CODE_KEY[lang]],
    };
  },
});

import { deepEqual, equal, match, ok, throws } from "node:assert/strict";
import { classesFigure, classRows, largestClass, largestTablesFigure } from "./classes.ts";
import { capClasses, describeClass } from "../../exact/classes.ts";
import { setFreeCounts } from "../../exact/counts.ts";
import { textBoxes } from "../layout_check.ts";
import { drawBoth } from "../_helpers_test.ts";
import { cardCode } from "../../core/card.ts";

const [full, small] = [await capClasses(4), await capClasses(3)];
const figure = (n: number) => ({ features: 4 as const, rows: classRows(full, n), parameters: {} });

Deno.test("classRows() lists every class of 4, 5 and 6 cards, and their tables add up to the exact count", () => {
  for (const n of [4, 5, 6]) {
    const rows = classRows(full, n);
    equal(rows.length, [2, 3, 7][n - 4]);
    equal(BigInt(rows.reduce((sum, r) => sum + r.tables, 0)), setFreeCounts(4)[n]);
    ok(Math.abs(rows.reduce((sum, r) => sum + r.share, 0) - 1) < 1e-12);
  }
  deepEqual(classRows({ ...full, groupOrder: Number(full.groupOrder) }, 5), classRows(full, 5), "from JSON too");
});

Deno.test("classRows() orders the classes by the flat they lie in, then by symmetries, and states what describeClass() finds", () => {
  const rows = classRows(full, 6);
  deepEqual(rows.map((r) => [r.dimension, r.stabilizer]), [[3, 2_592], [3, 648], [3, 216], [4, 720], [4, 72], [4, 24], [
    4,
    16,
  ]]);
  for (const row of rows) {
    const { points } = full.bySize[6].find((c) => c.points.map(cardCode).join(" ") === row.cards)!;
    const d = describeClass(points, 4);
    deepEqual([row.coplanar_quadruples, row.most_pairs_completed, row.cards_completing_most], [
      d.coplanarQuadruples,
      d.secants.length - 1,
      d.secants.at(-1),
    ]);
  }
});

Deno.test("classesFigure says its tables are images of a few under the deck's symmetries, not relabellings", () => {
  const { en, "zh-TW": zh } = drawBoth(classesFigure, figure(4));
  equal(en.title, "All 1,579,500 SET-free tables of 4 cards are images of just 2 under the deck's symmetries");
  equal(zh.title, "1,579,500 個沒有 SET 的 4 張桌面，在整副牌的對稱之下只分成 2 類");
  const smallDeck = classesFigure.draw({ features: 3, rows: classRows(small, 4), parameters: {} }, "en");
  equal(smallDeck.name, "classes-small-deck-4");
  match(smallDeck.title, /tables of 4 solid cards are images of just \d+ under the small deck's symmetries$/);
});

Deno.test("classesFigure draws each class's representative, a row per class, and tells the classes of 6 cards apart", () => {
  for (const n of [4, 5, 6]) {
    const { en, "zh-TW": zh } = drawBoth(classesFigure, figure(n));
    equal(en.name, `classes-${n}`);
    equal(zh.svg.match(/data-card=/g)?.length, n * full.bySize[n].length);
    const texts = textBoxes(zh.svg).map((b) => b.text);
    for (let k = 1; k <= full.bySize[n].length; k++) ok(texts.includes(`第 ${k} 類`), `${n}: 第 ${k} 類`);
  }
  const six = classesFigure.draw(figure(6), "en");
  equal(/agree in all but their symmetries/.test(six.caption), false);
  match(six.caption, /always a table of class 1 or 4/);
  match(six.alt, /one outside card completes 3 of its pairs/);
  match(six.alt, /3 outside cards complete 2 of its pairs each/);
});

Deno.test("classesFigure names the classes that only their symmetries tell apart", () => {
  const [row] = classRows(full, 4);
  const twins = {
    features: 4 as const,
    rows: [row, { ...row, class: 2, stabilizer: row.stabilizer / 2 }],
    parameters: {},
  };
  match(classesFigure.draw(twins, "en").caption, /Classes 1 and 2 agree in all but their symmetries/);
});

Deno.test("largestTablesFigure draws both largest tables with their symmetries and the count they imply", () => {
  const { en } = drawBoth(largestTablesFigure, { decks: [largestClass(full), largestClass(small)], parameters: {} });
  equal(en.name, "largest-tables");
  equal(en.data.length, 20 + 9);
  equal(en.svg.match(/data-card=/g)?.length, 29);
  const texts = textBoxes(en.svg).map((b) => b.text).join("\n");
  match(texts, /20 cards, left in place by 2,880 symmetries/);
  match(texts, /1,965,150,720 symmetries ÷ 2,880 = 682,344 tables/);
  match(texts, /303,264 symmetries ÷ 144 = 2,106 tables/);
  ok(
    en.data.filter((d) => d.deck === "small").every((d) => /F$/.test(String(d.code))),
    "the small deck's cards are solid",
  );
});

Deno.test("largestClass() refuses a deck whose largest size has more than one class", () => {
  const two = {
    features: 3 as const,
    groupOrder: 303_264n,
    bySize: [[], [{ points: [0], stabilizer: 11_232 }, { points: [1], stabilizer: 11_232 }]],
  };
  throws(() => largestClass(two), /has 2 classes of 1 cards, not one/);
});

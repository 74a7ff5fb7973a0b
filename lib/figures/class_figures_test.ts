import { deepEqual, equal, match, ok, throws } from "node:assert/strict";
import { classesFigure, classRows, uniqueLargestFigure } from "./class_figures.ts";
import { capClasses, describeClass } from "../exact/classes.ts";
import { setFreeCounts } from "../exact/counts.ts";
import { layoutProblems, textBoxes } from "./layout_check.ts";
import { cardCode } from "../core/card.ts";
import { LANGS } from "../common/lang.ts";
import { messages } from "./messages/mod.ts";

const [full, small] = [await capClasses(4), await capClasses(3)];

Deno.test("the class figures count with the group order capClasses() reports, for both decks", () => {
  equal(full.groupOrder, 1_965_150_720n);
  equal(small.groupOrder, 303_264n);
  const fig = uniqueLargestFigure({ full, small });
  for (const [deck, classes] of [["full", full], ["small", small]] as const) {
    const rows = fig.data.filter((d) => d.deck === deck);
    ok(rows.length > 0 && rows.every((d) => d.symmetries === Number(classes.groupOrder)), deck);
  }
});

Deno.test("classesFigure() draws the same from classes read back from JSON (the group order a number)", () => {
  const read = { ...full, groupOrder: Number(full.groupOrder) };
  const [fromJson, fromClasses] = [classesFigure(read, { n: 5 }), classesFigure(full, { n: 5 })];
  deepEqual(fromJson.data, fromClasses.data);
  equal(fromJson.caption, fromClasses.caption);
});

Deno.test("classRows() lists every class of 4, 5 and 6 cards, and their tables add up to the exact count", () => {
  for (const n of [4, 5, 6]) {
    const rows = classRows(full, n);
    equal(rows.length, [2, 3, 7][n - 4]);
    equal(BigInt(rows.reduce((sum, r) => sum + r.tables, 0)), setFreeCounts(4)[n]);
    ok(Math.abs(rows.reduce((sum, r) => sum + r.share, 0) - 1) < 1e-12);
  }
});

Deno.test("classRows() orders the classes by the flat they lie in, then by symmetries, most first", () => {
  deepEqual(classRows(full, 6).map((r) => [r.dimension, r.stabilizer]), [
    [3, 2_592],
    [3, 648],
    [3, 216],
    [4, 720],
    [4, 72],
    [4, 24],
    [4, 16],
  ]);
});

Deno.test("classRows() states what describeClass() finds: coplanar groups, the most pairs one card completes", () => {
  for (const row of classRows(full, 6)) {
    const { points } = full.bySize[6].find((c) => c.points.map(cardCode).join(" ") === row.cards)!;
    const d = describeClass(points, 4);
    equal(row.coplanar_quadruples, d.coplanarQuadruples);
    equal(row.most_pairs_completed, d.secants.length - 1);
    equal(row.cards_completing_most, d.secants.at(-1));
  }
});

Deno.test("the six-card classes alike in flat and coplanar groups read differently: 2,592 against 648 symmetries", () => {
  const rows = classRows(full, 6);
  const [a, b] = [rows.find((r) => r.stabilizer === 2_592)!, rows.find((r) => r.stabilizer === 648)!];
  equal(a.coplanar_quadruples, b.coplanar_quadruples);
  deepEqual([a.most_pairs_completed, a.cards_completing_most], [3, 1]);
  deepEqual([b.most_pairs_completed, b.cards_completing_most], [2, 3]);
  const m = messages("en").classes;
  match(m.completes(a.most_pairs_completed, a.cards_completing_most), /^one outside card completes 3 of its pairs$/);
  match(m.completes(b.most_pairs_completed, b.cards_completing_most), /^3 outside cards complete 2 of its pairs each$/);
});

Deno.test("classesFigure() tells every class of 6 cards apart by what its row states, and says so", () => {
  const fig = classesFigure(full, { n: 6 });
  const stated = ["dimension", "most_in_small_deck", "coplanar_quadruples", "most_pairs_completed", "sums_to_zero"];
  const facts = fig.data.map((d) => JSON.stringify(stated.map((key) => d[key]).concat(d.cards_completing_most)));
  equal(new Set(facts).size, 7);
  equal(/agree in all but their symmetries/.test(fig.caption), false);
  match(fig.caption, /always a table of class 1 or 4/);
});

Deno.test("classesFigure() draws each class's representative, card by card, a row per class", () => {
  for (const n of [4, 5, 6]) {
    const fig = classesFigure(full, { n, lang: "zh-TW" });
    equal(fig.name, `classes-${n}`);
    equal(fig.svg.match(/data-card=/g)?.length, n * full.bySize[n].length);
    const texts = textBoxes(fig.svg).map((b) => b.text);
    for (let k = 1; k <= full.bySize[n].length; k++) ok(texts.includes(`第 ${k} 類`), `${n}: 第 ${k} 類`);
  }
});

Deno.test("classesFigure() names the classes that only their symmetries tell apart", () => {
  const twins = {
    features: 4 as const,
    groupOrder: 1_965_150_720n,
    bySize: [[], [], [], [], [{ points: [0, 1, 3, 9], stabilizer: 1_296 }, { points: [0, 1, 3, 9], stabilizer: 648 }]],
  };
  match(classesFigure(twins, { n: 4 }).caption, /Classes 1 and 2 agree in all but their symmetries/);
});

Deno.test("uniqueLargestFigure() draws both largest tables with their symmetries and the count they imply", () => {
  const fig = uniqueLargestFigure({ full, small });
  equal(fig.name, "largest-tables");
  equal(fig.data.length, 20 + 9);
  equal(fig.svg.match(/data-card=/g)?.length, 29);
  const texts = textBoxes(fig.svg).map((b) => b.text).join("\n");
  match(texts, /20 cards, left in place by 2,880 symmetries/);
  match(texts, /1,965,150,720 symmetries ÷ 2,880 = 682,344 tables/);
  match(texts, /303,264 symmetries ÷ 144 = 2,106 tables/);
  ok(
    fig.data.filter((d) => d.deck === "small").every((d) => /F$/.test(String(d.code))),
    "the small deck's cards are solid",
  );
});

Deno.test("uniqueLargestFigure() refuses a deck whose largest size has more than one class", () => {
  const two = {
    features: 3 as const,
    groupOrder: 303_264n,
    bySize: [[], [{ points: [0], stabilizer: 11_232 }, { points: [1], stabilizer: 11_232 }]],
  };
  throws(() => uniqueLargestFigure({ full, small: two }), /2 classes of 1 cards, not one/);
});

Deno.test("the class figures lay out in both editions with no text off the canvas or overlapping", () => {
  for (const lang of LANGS) {
    for (
      const fig of [
        ...[4, 5, 6].map((n) => classesFigure(full, { n, lang })),
        uniqueLargestFigure({ full, small }, { lang }),
      ]
    ) {
      equal(layoutProblems(fig).map((p) => p.message).join("\n"), "", `${lang}/${fig.name}`);
    }
  }
});

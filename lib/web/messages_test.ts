import { deepEqual, equal, match, ok } from "node:assert/strict";
import { DECK, FEATURES, parseCard } from "../core/card.ts";
import { LANGS } from "../common/lang.ts";
import { PUZZLE_KINDS } from "../game/puzzle.ts";
import { practiceMessages } from "./messages.ts";

Deno.test("practiceMessages() have the same keys in both editions, and every card a name", () => {
  const [en, zh] = LANGS.map(practiceMessages);
  deepEqual(Object.keys(zh).sort(), Object.keys(en).sort());
  for (const m of [en, zh]) {
    equal(new Set(DECK.map(m.cardLabel)).size, 81);
    for (const kind of PUZZLE_KINDS) ok(m.kinds[kind] && m.question(kind, 12));
    ok(m.puzzleNoSet(true) !== m.puzzleNoSet(false));
  }
});

Deno.test("the Chinese edition says everything in Chinese, numbers and codes aside", () => {
  const m = practiceMessages("zh-TW");
  const han = /\p{Script=Han}/u;
  const sentences = [
    m.title,
    m.intro,
    m.noSet,
    m.hint,
    m.hintOne,
    m.noSetAnswer({ wasSet: true, dealt: 3, size: 15 }),
    m.gameOver(25, 300, 6, false),
    m.puzzleNoSet(false),
    m.question("none", 12),
    ...FEATURES.map((feature) => m.notSet([{ feature, values: [0, 0, 1] }])),
  ];
  for (const sentence of sentences) match(sentence, han);
  equal(m.notSet([{ feature: "number", values: [2, 0, 2] }]), "不是 SET。數量：兩張三個圖案，一張一個圖案。");
  equal(m.notSet([{ feature: "colour", values: [0, 0, 2] }]), "不是 SET。顏色：兩張紅色，一張紫色。");
});

Deno.test("the English edition names the odd value out of each broken feature, shapes as nouns", () => {
  const m = practiceMessages("en");
  equal(
    m.notSet([{ feature: "colour", values: [0, 2, 0] }, { feature: "number", values: [1, 1, 0] }]),
    "Not a SET: colour, two are red and one is purple; number, two have two symbols and one has one symbol.",
  );
  equal(
    m.notSet([{ feature: "shape", values: [2, 0, 2] }]),
    "Not a SET: shape, two are squiggles and one is a diamond.",
  );
  equal(m.gameOver(1, 65, 3, true), "Game over: 1 SET found in 1:05. 3 cards left, holding a SET.");
  equal(m.cardLabel(parseCard("RO2T")), "two red striped ovals (RO2T)");
});

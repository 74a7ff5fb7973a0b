import { deepEqual, ok } from "node:assert/strict";
import { en } from "./en.ts";
import { zhTW } from "./zh-TW.ts";
import { messages } from "./mod.ts";
import { DECK } from "../../core/card.ts";

function shape(value: unknown): unknown {
  if (typeof value === "function") return `function/${value.length}`;
  if (Array.isArray(value)) return value.map(shape);
  if (value && typeof value === "object") {
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, shape(v)]));
  }
  return typeof value;
}

Deno.test("the Traditional Chinese table has every message of the English one, with the same arguments", () => {
  deepEqual(shape(zhTW), shape(en));
});

Deno.test("every Chinese message is written in Chinese", () => {
  const strings: string[] = [];
  const collect = (value: unknown) => {
    if (typeof value === "string") strings.push(value);
    else if (Array.isArray(value)) value.forEach(collect);
    else if (value && typeof value === "object") {
      Object.entries(value).forEach(([k, v]) => k !== "lang" && collect(v));
    }
  };
  collect(zhTW);
  for (const text of strings) ok(/[\u4e00-\u9fff]/.test(text), `"${text}" has no Chinese`);
});

Deno.test("card names: English as the core names them, Chinese number-colour-shading-shape, all 81 distinct", () => {
  for (const lang of ["en", "zh-TW"] as const) {
    const names = new Set(DECK.map((card) => messages(lang).card.name(card)));
    ok(names.size === 81, lang);
  }
  deepEqual(messages("zh-TW").card.name(80), "三個紫色空心波浪形");
});

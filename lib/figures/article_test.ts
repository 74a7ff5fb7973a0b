import { equal, match, ok } from "node:assert/strict";
import { DOMParser } from "linkedom";
import { ARTICLE_FIGURES, readTestData, SMALLEST_SAMPLE, SMALLEST_SEEDS } from "./article.ts";
import { PARAMETERS } from "../config.ts";
import { LANGS } from "../common/lang.ts";
import { layoutProblems, textBoxes } from "./layout_check.ts";
import { FONT_STACK } from "./figure.ts";
import { POLICY_LOOK } from "./game_charts.ts";
import { METHOD_LOOK } from "./timing_charts.ts";
import { TRIALS_LOOK } from "./coverage_chart.ts";
import { DECK_LOOK } from "./deck_comparison_chart.ts";

const data = await readTestData();
const figures = ARTICLE_FIGURES.flatMap((entry) => LANGS.map((lang) => ({ entry, fig: entry.make(data, lang) })));

Deno.test("every article figure, in both editions, keeps its text on the canvas, apart, and at 7 pt or more", () => {
  const problems = figures.flatMap(({ fig }) =>
    layoutProblems(fig).map((p) => `${fig.lang}/${fig.name}: ${p.message}`)
  );
  equal(problems.join("\n"), "");
});

Deno.test("at the notebooks' smallest parameters too (seeds 7 and 339), every figure's text stays apart: no labels touching", async () => {
  for (const seed of SMALLEST_SEEDS) {
    const small = await readTestData(seed);
    const problems = ARTICLE_FIGURES.flatMap((entry) =>
      LANGS.flatMap((lang) =>
        layoutProblems(entry.make(small, lang)).map((p) => `${seed} ${lang}/${entry.name}: ${p.message}`)
      )
    );
    equal(problems.join("\n"), "");
  }
});

Deno.test("the smallest sample is run at the notebooks' fewest trials, games and timing runs", () => {
  const fewest = {
    trials: SMALLEST_SAMPLE.trials!,
    games: SMALLEST_SAMPLE.games!,
    timingRuns: SMALLEST_SAMPLE.rounds!,
  };
  for (const [name, value] of Object.entries(fewest) as [keyof typeof fewest, number][]) {
    ok(PARAMETERS[name].read(String(value)) === value, `${name} ${value} is accepted`);
    equal(
      PARAMETERS[name].read(String(value - 1)),
      undefined,
      `${name} ${value - 1} is refused: ${value} is the fewest`,
    );
  }
});

Deno.test("every article figure has a title, caption, alt text, data, and an SVG with <title>, <desc> and a named font", () => {
  for (const { entry, fig } of figures) {
    const where = `${fig.lang}/${fig.name}`;
    equal(fig.name, entry.name, where);
    ok(fig.title.length > 10 && fig.caption.length > 15 && fig.alt.length > 15, where);
    ok(fig.data.length > 0, where);
    const root = new DOMParser().parseFromString(fig.svg, "image/svg+xml").documentElement as unknown as Element;
    equal(root.querySelector("title")?.textContent, fig.title, where);
    equal(root.querySelector("desc")?.textContent, fig.alt, where);
    equal(root.getAttribute("font-family"), FONT_STACK[fig.lang], where);
    ok(Number.isInteger(fig.width) && Number.isInteger(fig.height), where);
    match(root.getAttribute("width")!, /^\d+$/, where);
  }
});

// Latin words a Chinese figure may show: names, units, card codes, numbers.
const ALLOWED_LATIN =
  /^(SET|Norvig|Warne|Wald|Wilson|Clopper|Pearson|Student|t|Python|Mac|Deno|C0|C1|ms|µs|ns|n|d|[RGPDOSFTE]|[RGP][DOS][123][FTE])$/;

Deno.test("the Chinese edition shows no English: every word in its figures comes from the zh-TW table", () => {
  for (const { fig } of figures.filter(({ fig }) => fig.lang === "zh-TW")) {
    for (const { text } of textBoxes(fig.svg)) {
      for (const word of text.match(/[A-Za-zµ][A-Za-z0-9µ]*/g) ?? []) {
        ok(ALLOWED_LATIN.test(word), `${fig.name}: "${word}" in "${text}"`);
      }
    }
  }
});

Deno.test("the same figure in both editions draws the same numbers", () => {
  for (const entry of ARTICLE_FIGURES) {
    const [en, zh] = LANGS.map((lang) => entry.make(data, lang));
    const numbers = (rows: typeof en.data) =>
      rows.map((row) => Object.values(row).filter((v) => typeof v === "number"));
    equal(JSON.stringify(numbers(en.data)), JSON.stringify(numbers(zh.data)), entry.name);
  }
});

Deno.test("series stay apart in greyscale: any two differ in symbol or dash, and in fill or lightness", () => {
  const luminance = (hex: string) => {
    if (!hex.startsWith("#")) return 1;
    const [r, g, b] = [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16) / 255);
    return 0.2126 * r + 0.7152 * g + 0.0722 * b;
  };
  for (const looks of [POLICY_LOOK, METHOD_LOOK, DECK_LOOK]) {
    const [a, b] = Object.values(looks);
    ok(a.symbol !== b.symbol && a.dash !== b.dash);
    ok(a.fill !== b.fill || Math.abs(luminance(a.stroke) - luminance(b.stroke)) > 0.1);
  }
});

Deno.test("the coverage chart's trial counts stay apart in greyscale: each its own symbol, neighbours hollow and filled", () => {
  const symbols = new Set(TRIALS_LOOK.map((look) => look.symbol));
  equal(symbols.size, TRIALS_LOOK.length);
  TRIALS_LOOK.slice(1).forEach((look, i) => ok((look.fill === "white") !== (TRIALS_LOOK[i].fill === "white")));
});

import { equal, match, ok, throws } from "node:assert/strict";
import { cardName, DECK, parseCard } from "../core/card.ts";
import { insertWidgets, widget, type WidgetName, WIDGETS } from "./widgets.ts";
import { offlineViolations } from "../html/offline.ts";

const render = (name: string) => `<section data-widget="${name}"></section>`;

Deno.test("insertWidgets() puts a widget in its marker's place, once, and the page's own at the end without one", () => {
  const marked = `<main><p>a</p>\n<!-- widget: rerun -->\n<p>b</p>\n</main>`;
  const page = insertWidgets(marked, WIDGETS.rerun.notebook, render);
  equal(page, `<main><p>a</p>\n${render("rerun")}\n<p>b</p>\n</main>`);
  const unmarked = insertWidgets("<main><p>a</p>\n</main>", WIDGETS["third-card"].notebook, render);
  equal(unmarked, `<main><p>a</p>\n${render("third-card")}\n</main>`);
  equal(insertWidgets("<main></main>", "02-counting-the-sets", render), "<main></main>");
});

Deno.test("insertWidgets() refuses a marker of no known widget, naming it", () => {
  throws(
    () => insertWidgets("<!-- widget: dice -->", "x", render),
    /widget: dice -->: no such widget \(third-card, rerun, practice\)/,
  );
});

const START = { seed: "42", trials: 100_000, sizes: "9-21" };

Deno.test("the third card's widget shows the 81 cards in id order, each named in full, before any script runs", () => {
  const html = widget("third-card", START);
  const cards = [...html.matchAll(/<span class="card" data-card="(\w+)" aria-label="([^"]+)" role="img">/g)];
  equal(cards.length, 81);
  cards.forEach(([, code, label], i) => {
    equal(parseCard(code), DECK[i]);
    equal(label, cardName(DECK[i]));
  });
  match(html, /<script src="\.\.\/assets\/web\/third-card\.js" defer><\/script>/);
});

Deno.test("the rerun's widget shows its form, the command it stands for, and its chart's data for its script", () => {
  const form = widget("rerun", START);
  match(form, /<input name="seed"[^>]* value="42"/);
  match(form, /<input name="trials"[^>]* value="100000"/);
  match(
    form,
    /<code data-command>deno task simulate --seed=42 --trials=100000 --method=both --sizes=9-21 --json<\/code>/,
  );
  const data = JSON.parse(/<script type="application\/json" data-rerun-data>(.*)<\/script>/.exec(form)![1]);
  equal(data.exact.length, 19);
  equal(data.exact.at(-1).p, 0);
  ok(data.published.some((d: { n: number; label: string }) => d.n === 12 && /Norvig/.test(d.label)));
});

Deno.test("the practice widget links the practice pages in both languages", () => {
  match(widget("practice", START), /href="\.\.\/play\/en\.html"[^]*href="\.\.\/play\/zh-TW\.html"/);
});

Deno.test("the widgets load nothing from outside the run's folder, and the rerun's data cannot end its script early", () => {
  const rerun = widget("rerun", { ...START, seed: "</script><b>" });
  equal(rerun.match(/<\/script>/g)?.length, 3); // the two scripts' and the data's own
  ok(rerun.includes("\\u003c/script>"));
  for (const name of Object.keys(WIDGETS) as WidgetName[]) equal(offlineViolations(widget(name, START)).length, 0);
});

import { doesNotMatch, match } from "node:assert/strict";
import { indexPage } from "./index_page.ts";

const PAGE = indexPage({
  siteTitle: "The mathematics of SET",
  notebooks: [
    { name: "01-rule", title: "1. The rule", question: "Why $x + y + z \\equiv 0$?", parameters: {} },
    { name: "03-odds", title: "3. Odds", question: "How likely?", parameters: { SET_SEED: "7", SET_TRIALS: 400000 } },
    { name: "09-old", title: "9. Old" },
  ],
  figures: [
    {
      path: "figures/en/",
      label: "English (en)",
      manifest: "figures/en/figures.json",
      figures: [{ name: "odds", files: ["odds.png", "odds.svg"], title: "The odds" }],
    },
  ],
});

Deno.test("indexPage() lists every notebook with both editions and the executed notebook", () => {
  for (const name of ["01-rule", "03-odds", "09-old"]) {
    match(PAGE, new RegExp(`href="reader/${name}\\.html"`));
    match(PAGE, new RegExp(`href="html/${name}\\.html"`));
    match(PAGE, new RegExp(`href="notebooks/${name}\\.ipynb"`));
  }
});

Deno.test("indexPage() shows each question with its math typeset", () => {
  match(PAGE, /<p class="question">Why <span class="katex">/);
  doesNotMatch(PAGE.replace(/<annotation[^]*?<\/annotation>/g, ""), /\\equiv/);
});

Deno.test("indexPage() shows parameters with thousands separators, and says when there are none", () => {
  match(PAGE, /<dt>SET_TRIALS<\/dt><dd>400,000<\/dd>/);
  match(PAGE, /<dt>SET_SEED<\/dt><dd>7<\/dd>/);
  match(PAGE, /No parameters: everything is exact\./);
  match(PAGE, /No parameters displayed\./);
});

Deno.test("indexPage() links each figure folder, its manifest and its files", () => {
  match(PAGE, /<h3>English \(en\)<\/h3>/);
  match(PAGE, /href="figures\/en\/"/);
  match(PAGE, /href="figures\/en\/figures\.json"/);
  match(PAGE, /The odds<\/span> <a href="figures\/en\/odds\.png">png<\/a> · <a href="figures\/en\/odds\.svg">svg<\/a>/);
});

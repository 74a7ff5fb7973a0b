import { doesNotMatch, match } from "node:assert/strict";
import { indexPage } from "./index_page.ts";

const OPTIONS: Parameters<typeof indexPage>[0] = {
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
};
const PAGE = indexPage(OPTIONS);

Deno.test("indexPage() says where to start, the practice game too, and links the other language's index", () => {
  const html = indexPage({ ...OPTIONS, practice: '<a href="play/en.html">Practice</a>' });
  match(html, /starting with <a href="reader\/01-rule\.html">1\. The rule<\/a>/);
  match(html, /Or play first: <a href="play\/en\.html">Practice<\/a>/);
  match(html, /<a href="index\.zh-TW\.html" hreflang="zh-TW" lang="zh-TW">繁體中文<\/a>/);
  const zh = indexPage({ ...OPTIONS, lang: "zh-TW" });
  match(zh, /<html lang="zh-TW">[^]*從 <a href="reader\/01-rule\.html" lang="en">1\. The rule<\/a>（英文）開始/);
  match(zh, /<a href="index\.html" hreflang="en" lang="en">English<\/a>/);
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

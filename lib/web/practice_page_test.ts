import { equal, match } from "node:assert/strict";
import { languageLink, pageHead, practicePage } from "./practice_page.ts";

Deno.test("pageHead() gives the language and the escaped title, then the stylesheets", () => {
  match(pageHead("A < B", "../", "zh-TW"), /^<!doctype html>\n<html lang="zh-TW">[^]*<title>A &lt; B<\/title>/);
  match(pageHead("A", "../", "en"), /<link rel="stylesheet" href="\.\.\/assets\/notebook\.css">\n<\/head>$/);
});

Deno.test("languageLink() names the language in itself by default", () => {
  equal(languageLink("zh-TW", "zh-TW.html"), '<a href="zh-TW.html" hreflang="zh-TW" lang="zh-TW">繁體中文</a>');
});

Deno.test("practicePage() links its index, the other language and its notebook, and shows the first deal", () => {
  const html = practicePage("zh-TW", { page: "reader/05-playing-the-game.html", title: "5. Playing the game" });
  match(html, /<html lang="zh-TW">/);
  match(html, /href="en.html"/);
  match(html, /href="\.\.\/index\.zh-TW\.html"/);
  match(
    html,
    /<a href="\.\.\/reader\/05-playing-the-game\.html" hreflang="en" lang="en">5\. Playing the game<\/a>（英文）/,
  );
  equal(html.match(/<span class="card" data-card=/g)?.length, 12);
});

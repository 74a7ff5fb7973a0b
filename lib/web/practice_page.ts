/**
 * The practice pages, `play/en.html` and `play/zh-TW.html`: a game by the real rules and puzzles of each kind, all
 * words in the page's language (messages.ts). Without script the page shows the rules and the first deal of the
 * seed 42; its script (browser/practice.ts, bundled into `assets/web/practice.js`) plays.
 *
 * @module
 */
import { PARAMETERS } from "../config.ts";
import { escapeMarkup } from "../common/escape.ts";
import { type Lang, LANGS } from "../common/lang.ts";
import { PUZZLE_KINDS } from "../game/puzzle.ts";
import { cardMarkup } from "./card_markup.ts";
import { practiceMessages } from "./messages.ts";
import { PracticeGame } from "./practice.ts";

/** The seed of the deal shown before the script runs (the script deals a fresh game at each visit). */
export const FIRST_SEED: string = PARAMETERS.seed.default;

/** Where the practice pages go in a run's folder, by language. */
export const PRACTICE_PAGES: Record<Lang, string> = { en: "play/en.html", "zh-TW": "play/zh-TW.html" };

/** The index of each edition in a run's folder (lib/html/index_page.ts writes them). */
export const INDEX_PAGES: Record<Lang, string> = { en: "index.html", "zh-TW": "index.zh-TW.html" };

/** The notebook a practice page comes from, linked from its header: its reader's page and its title. */
export interface SourceNotebook {
  /** Relative to the run's folder, e.g. `reader/05-playing-the-game.html`. */
  page: string;
  title: string;
}

/**
 * The practice page of an edition, linking the edition's index ({@link INDEX_PAGES}), the notebook it comes from
 * when given, and the other edition.
 *
 * @example
 * ```ts
 * import { practicePage } from "./practice_page.ts";
 * import { equal, match } from "node:assert/strict";
 * const html = practicePage("zh-TW", { page: "reader/05-playing-the-game.html", title: "5. Playing the game" });
 * match(html, /<html lang="zh-TW">/);
 * match(html, /href="en.html"/);
 * match(html, /href="\.\.\/index\.zh-TW\.html"/);
 * match(html, /<a href="\.\.\/reader\/05-playing-the-game\.html" hreflang="en" lang="en">5\. Playing the game<\/a>（英文）/);
 * equal(html.match(/<span class="card" data-card=/g)?.length, 12);
 * ```
 */
export function practicePage(lang: Lang, from?: SourceNotebook): string {
  const m = practiceMessages(lang);
  const home = `../${INDEX_PAGES[lang]}`;
  const source = from
    ? ` › <a href="../${from.page}" hreflang="en" lang="en">${escapeMarkup(from.title)}</a>${m.inEnglish}`
    : "";
  const other = LANGS.find((l) => l !== lang)!;
  const first = new PracticeGame(FIRST_SEED);
  const cards = first.table.map((card, i) => cardMarkup(card, { label: m.cardLabel(card), clipId: `static-${i}` }))
    .join("\n");
  const kinds = PUZZLE_KINDS.map((kind, i) =>
    `<label><input type="radio" name="kind" value="${kind}"${i === 0 ? " checked" : ""} disabled> ${
      escapeMarkup(m.kinds[kind])
    }</label>`
  ).join("\n");
  return `<!doctype html>
<html lang="${lang}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeMarkup(m.title)}</title>
<link rel="stylesheet" href="../assets/notebook.css">
<link rel="stylesheet" href="../assets/web/web.css">
<script src="../assets/web/practice.js" defer></script>
</head>
<body class="practice-page" lang="${lang}">
<header class="site">
<nav class="crumbs" aria-label="site"><a class="index" href="${home}">${escapeMarkup(m.siteLink)}</a>${source}</nav>
<p class="edition"><a class="other-edition" href="${other}.html" hreflang="${other}" lang="${other}">${
    escapeMarkup(practiceMessages(other).languageName)
  }</a></p>
</header>
<main>
<h1>${escapeMarkup(m.title)}</h1>
<p class="intro">${escapeMarkup(m.intro)}</p>
<noscript><p class="widget-note">${escapeMarkup(m.noScript(FIRST_SEED))}</p></noscript>
<div class="practice" data-practice data-lang="${lang}">
<div class="tabs" role="tablist">
<button type="button" role="tab" id="tab-game" aria-controls="panel-game" aria-selected="true" data-tab="game">${
    escapeMarkup(m.tabs.game)
  }</button>
<button type="button" role="tab" id="tab-puzzles" aria-controls="panel-puzzles" aria-selected="false" tabindex="-1" data-tab="puzzles">${
    escapeMarkup(m.tabs.puzzles)
  }</button>
</div>
<div class="panel" role="tabpanel" id="panel-game" aria-labelledby="tab-game" data-panel="game">
<div class="controls">
<label>${escapeMarkup(m.seed)} <input name="seed" value="${FIRST_SEED}" disabled></label>
<button type="button" data-new-game disabled>${escapeMarkup(m.newGame)}</button>
</div>
<dl class="status">
<div><dt>${escapeMarkup(m.found)}</dt><dd data-found>0</dd></div>
<div><dt>${escapeMarkup(m.time)}</dt><dd data-time>${m.clock(0)}</dd></div>
<div><dt>${escapeMarkup(m.deckLeft)}</dt><dd data-deck-left>${first.deck.length}</dd></div>
</dl>
</div>
<div class="panel" role="tabpanel" id="panel-puzzles" aria-labelledby="tab-puzzles" data-panel="puzzles" hidden>
<div class="controls">
<label>${escapeMarkup(m.seed)} <input name="puzzle-seed" value="${FIRST_SEED}" disabled></label>
<fieldset class="kinds"><legend class="visually-hidden">${escapeMarkup(m.tabs.puzzles)}</legend>
${kinds}
</fieldset>
<button type="button" data-new-puzzle disabled>${escapeMarkup(m.newPuzzle)}</button>
</div>
<p class="question" data-question></p>
</div>
<div class="actions">
<button type="button" data-no-set disabled>${escapeMarkup(m.noSet)}</button>
<button type="button" data-hint disabled>${escapeMarkup(m.hint)}</button>
</div>
<p class="feedback" data-feedback aria-live="polite"></p>
<p class="message" data-message aria-live="polite"></p>
<div class="table" data-table role="group" aria-label="${escapeMarkup(m.tableLabel)}">
${cards}
</div>
</div>
</main>
<footer class="site"><p><a href="${home}">${
    escapeMarkup(m.siteLink)
  }</a>${source} · <a href="${other}.html" hreflang="${other}" lang="${other}">${
    escapeMarkup(practiceMessages(other).languageName)
  }</a></p></footer>
</body>
</html>
`;
}

/**
 * The practice pages, `play/LANG.html`: the rules and a first deal, which their script (browser/practice.ts) plays.
 * Also what every page of a run shares: its `<head>`, and its links to the other language.
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

/** Where the practice pages go in a run's folder, by language. */
export const PRACTICE_PAGES: Record<Lang, string> = { en: "play/en.html", "zh-TW": "play/zh-TW.html" };

/** The index of each language in a run's folder (lib/html/index_page.ts writes them). */
export const INDEX_PAGES: Record<Lang, string> = { en: "index.html", "zh-TW": "index.zh-TW.html" };

/** The `<head>` of every page: its language, title, the stylesheets of `root` + `assets/`, then `extra`. */
export function pageHead(title: string, root: string, lang: Lang, extra = ""): string {
  return `<!doctype html>
<html lang="${lang}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeMarkup(title)}</title>
<link rel="stylesheet" href="${root}assets/katex/katex.min.css">
<link rel="stylesheet" href="${root}assets/notebook.css">${extra}
</head>`;
}

/** The stylesheet and scripts of `assets/web/`, as a page one folder down (`reader/`, `play/`) links them. */
export function webAssets(...scripts: string[]): string {
  return `<link rel="stylesheet" href="../assets/web/web.css">\n` +
    scripts.map((script) => `<script src="../assets/web/${script}" defer></script>`).join("\n");
}

/** A link to a page in language `lang`, its text in that language (by default the language's own name). */
export function languageLink(lang: Lang, href: string, text = practiceMessages(lang).languageName): string {
  return `<a href="${href}" hreflang="${lang}" lang="${lang}">${escapeMarkup(text)}</a>`;
}

/**
 * The practice page of a language, linking its index, the page of the notebook it comes from when given, and the
 * other language's.
 */
export function practicePage(lang: Lang, from?: { page: string; title: string }): string {
  const m = practiceMessages(lang);
  const seed = PARAMETERS.seed.default; // the script deals a fresh game at each visit
  const home = `<a class="index" href="../${INDEX_PAGES[lang]}">${escapeMarkup(m.siteLink)}</a>`;
  const source = from ? ` › ${languageLink("en", `../${from.page}`, from.title)}${m.inEnglish}` : "";
  const other = LANGS.find((l) => l !== lang)!;
  const first = new PracticeGame(seed);
  const cards = first.table.map((card, i) => cardMarkup(card, { label: m.cardLabel(card), clipId: `static-${i}` }));
  const kinds = PUZZLE_KINDS.map((kind, i) =>
    `<label><input type="radio" name="kind" value="${kind}"${i === 0 ? " checked" : ""} disabled> ${
      escapeMarkup(m.kinds[kind])
    }</label>`
  );
  return `${pageHead(m.title, "../", lang, `\n${webAssets("practice.js")}`)}
<body class="practice-page" lang="${lang}">
<header class="site">
<nav class="crumbs" aria-label="site">${home}${source}</nav>
<p class="edition">${languageLink(other, `${other}.html`)}</p>
</header>
<main>
<h1>${escapeMarkup(m.title)}</h1>
<p class="intro">${escapeMarkup(m.intro)}</p>
<noscript><p class="widget-note">${escapeMarkup(m.noScript(seed))}</p></noscript>
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
<label>${escapeMarkup(m.seed)} <input name="seed" value="${seed}" disabled></label>
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
<label>${escapeMarkup(m.seed)} <input name="puzzle-seed" value="${seed}" disabled></label>
<fieldset class="kinds"><legend class="visually-hidden">${escapeMarkup(m.tabs.puzzles)}</legend>
${kinds.join("\n")}
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
${cards.join("\n")}
</div>
</div>
</main>
<footer class="site"><p>${home}${source} · ${languageLink(other, `${other}.html`)}</p></footer>
</body>
</html>
`;
}

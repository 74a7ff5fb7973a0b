/**
 * The live parts of the reader's pages: where they go (a Markdown cell `<!-- widget: NAME -->`, else the end of the
 * owning notebook's page) and the static HTML they show before their script (`assets/web/`) makes them live.
 *
 * @module
 */
import { range } from "d3-array";
import { cardName, DECK } from "../core/card.ts";
import { escapeMarkup } from "../common/escape.ts";
import { NO_SET_REFERENCES } from "../data/references.ts";
import { noSetProbability } from "../exact/counts.ts";
import { noSetRows } from "../figures/charts/no_set.ts";
import { SOURCE_NAME } from "../figures/words.ts";
import { commandLine, int } from "../present/format.ts";
import { cardMarkup } from "./card_markup.ts";
import { webAssets } from "./practice_page.ts";
import { RERUN_TRIALS } from "./rerun_form.ts";

/** The widgets, each with the notebook whose reader's page it belongs to. */
export const WIDGETS = {
  "third-card": { notebook: "01-the-mod-3-rule" },
  rerun: { notebook: "03-no-set-probability" },
  practice: { notebook: "05-playing-the-game" },
} as const;

/** A widget's name: `"third-card"`, `"rerun"` or `"practice"`. */
export type WidgetName = keyof typeof WIDGETS;

/** The rerun's form as it starts: a run's seed, trials and sizes. */
export type RerunStart = { seed: string; trials: number; sizes: string };

/** What the rerun's script reads: the form's first values, and the exact and published P(no SET) its chart draws. */
export type RerunData = RerunStart & {
  exact: { n: number; p: number }[];
  /** Each with who published it, as the figure's legend says. */
  published: { n: number; label: string; p: number; lo?: number; hi?: number }[];
};

/**
 * Puts widgets into a reader's page of `notebook`: each marker replaced by `render(name)`, and the notebook's own
 * widget ({@link WIDGETS}) at the end of `<main>` when it has no marker.
 *
 * @throws {RangeError} naming a marker of no known widget.
 */
export function insertWidgets(html: string, notebook: string, render: (name: WidgetName) => string): string {
  const placed = new Set<string>();
  const out = html.replace(/<!--\s*widget:\s*([\w-]+)\s*-->/g, (_, name: string) => {
    if (!(name in WIDGETS)) {
      throw new RangeError(`marker <!-- widget: ${name} -->: no such widget (${Object.keys(WIDGETS).join(", ")})`);
    }
    placed.add(name);
    return render(name as WidgetName);
  });
  const missing = (Object.keys(WIDGETS) as WidgetName[])
    .filter((name) => WIDGETS[name].notebook === notebook && !placed.has(name)).map(render);
  if (!missing.length) return out;
  const end = out.lastIndexOf("</main>");
  return end < 0 ? out + missing.join("\n") : `${out.slice(0, end)}${missing.join("\n")}\n${out.slice(end)}`;
}

/**
 * A widget before its script runs: the third card's 81 named cards in nine blocks; the rerun's form filled with
 * `rerun`, its command line and its chart's data as JSON; the practice's links to both practice pages.
 */
export function widget(name: WidgetName, rerun: RerunStart): string {
  return name === "third-card" ? thirdCardWidget() : name === "rerun" ? rerunWidget(rerun) : practiceWidget();
}

function thirdCardWidget(): string {
  const cards = DECK.map((card) => cardMarkup(card, { label: cardName(card), clipId: `third-card-${card}` }));
  const blocks = range(0, 81, 9).map((i) => `<div class="deck-block">\n${cards.slice(i, i + 9).join("\n")}\n</div>`);
  return `<section class="widget third-card" data-widget="third-card" aria-labelledby="third-card-title">
${webAssets("third-card.js")}
<h3 id="third-card-title">Pick two cards, see the third</h3>
<p class="widget-help">Click two cards, or move through them with the arrow keys and press Enter or Space: the card
that completes the pair appears below, found feature by feature as −(a + b) mod 3. A second click puts a card back;
Escape puts both back.</p>
<noscript><p class="widget-note">With JavaScript on, these cards can be picked.</p></noscript>
<div class="deck-grid" data-deck role="group" aria-label="The 81 cards, a block of nine for each number and shading">
${blocks.join("\n")}
</div>
<div class="third-card-result" data-third-result aria-live="polite"></div>
</section>`;
}

function rerunWidget(start: RerunStart): string {
  const { seed, trials, sizes } = start;
  const published = noSetRows({ exact: [], references: NO_SET_REFERENCES }).filter((row) => row.kind === "published")
    .map(({ n, source, p, lo, hi }) => ({ n, label: SOURCE_NAME.en[source] ?? source, p, lo, hi }));
  const exact = range(3, 22).map((n) => ({ n, p: noSetProbability(n).value }));
  const data: RerunData = { ...start, exact, published };
  // "<" escaped, so that no "</script>" ends the element early.
  const json = JSON.stringify(data).replace(/</g, "\\u003c");
  return `<section class="widget rerun" data-widget="rerun" aria-labelledby="rerun-title">
${webAssets("montecarlo-worker.js", "rerun.js")}
<h3 id="rerun-title">Rerun it yourself</h3>
<p class="widget-help">Both estimators, plain sampling and importance sampling, run here in this page on Web
Workers, with your seed and number of trials. The numbers are exactly those of the command below for the same
seed, trials and sizes: the page runs the same program, cut into the same chunks with the same random streams.
Importance sampling needs at least 100,000 trials at 19–20 cards; with fewer, the page says so: leave those sizes
out or raise the trials.</p>
<noscript><p class="widget-note">The rerun needs JavaScript, which is off; the command below gives the same
numbers.</p></noscript>
<form class="rerun-form" data-rerun-form novalidate>
<label>Seed <input name="seed" value="${escapeMarkup(seed)}" autocomplete="off" spellcheck="false"></label>
<label>Trials per size <input name="trials" inputmode="numeric" value="${trials}" aria-describedby="rerun-ranges"></label>
<label>Table sizes <input name="sizes" value="${escapeMarkup(sizes)}" aria-describedby="rerun-ranges"></label>
<button type="submit" data-run disabled>Run</button>
<button type="button" data-stop disabled>Stop</button>
<span class="widget-note" id="rerun-ranges">${int(RERUN_TRIALS.min)} to ${
    int(RERUN_TRIALS.max)
  } trials per size; table sizes like 9-21 or 12,15</span>
</form>
<p class="rerun-command" data-command-line>The same as <code data-command>${
    escapeMarkup(commandLine("simulate", { seed, trials, method: "both", sizes, json: true }))
  }</code></p>
<p class="rerun-progress" data-progress role="status" aria-live="polite"></p>
<div class="rerun-results" data-results></div>
<script type="application/json" data-rerun-data>${json}</script>
</section>`;
}

function practiceWidget(): string {
  return `<section class="widget practice-link" data-widget="practice" aria-labelledby="practice-title">
${webAssets()}
<h3 id="practice-title">Practice in your browser</h3>
<p>Play a whole game by the real rules against the clock, with hints, or puzzles of each kind (at least one SET,
exactly one, none): <a href="../play/en.html" hreflang="en">in English</a> · <a href="../play/zh-TW.html"
hreflang="zh-TW" lang="zh-TW">繁體中文</a>.</p>
</section>`;
}

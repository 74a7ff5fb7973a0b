/**
 * The live pages driven in a real browser, as a reader drives them: headless Chromium (puppeteer-core and the
 * system's browser, as lib/html/browser_check.ts), the pages opened from `file://` with the network cut off, in a
 * laptop's window (1280 px) and a phone's (390 px, touch), every widget worked with clicks, taps and keys, and what
 * it shows checked against the library run here in Deno:
 *
 * - the indexes, in both languages: where to start (notebook 1), and the practice game in the first screen;
 * - notebook 1's reader page: the third card of random pairs picked by clicks and of a pair picked with the arrow
 *   keys, Enter and Space; a second click and Escape put cards back; on a phone the 81 cards and the sum fit;
 * - notebook 3's reader page: for each seed and trial count, the run's JSON equal to that of
 *   `deno task simulate --method both --json` run here as a command, every field but those that can never be equal
 *   ({@link NEVER_EQUAL}), one run on the phone; refusals in words, field by field, with the old results cleared and
 *   no stale command; nothing cut from a long seed; a run stopped; the time left close to the time it took;
 * - notebook 7's reader page (when exported): math typeset, addresses linked, figures that open full size;
 * - the practice pages, a whole game played to its end by picking found SETs (one with the keys), in English on the
 *   laptop and in Chinese on the phone, the table compared with the game played here after every move; 12 and 15
 *   cards inside the window; a triple that is not a SET shaken off, its verdict gone after "No SET?"; hints; the
 *   clock stopped while the puzzles are open; puzzles of each kind as `deno task puzzle` deals them, "Is there a
 *   SET?" with and without one;
 * - everywhere: no page wider than its window, every button and card at least 44 px on the phone, no console
 *   error, no uncaught exception, no request leaving `file://`.
 *
 * It writes a screenshot of each state into `screens` when given, named with the window's width.
 *
 * @module
 */
import type { Page } from "puppeteer-core";
import { join, resolve } from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import { deepEqual, equal, ok } from "node:assert/strict";
import { type Card, cardCode, parseCard } from "../core/card.ts";
import { isSet, thirdCard } from "../core/rule.ts";
import { findSet, hasSet, setsOnTable } from "../core/table.ts";
import { uniformStream } from "../common/random.ts";
import { type Lang, LANGS } from "../common/lang.ts";
import { sizesParam } from "../common/params.ts";
import { sisMinimumTrials } from "../montecarlo/minimum_trials.ts";
import { commandLine, sizesFlag } from "../present/command_line.ts";
import {
  fitProblems,
  MIN_TARGET,
  openOffline,
  requireBrowser,
  textProblems,
  type Viewport,
  VIEWPORTS,
  withBrowser,
} from "./browser_check.ts";
import { practiceMessages } from "../web/messages.ts";
import { judge, PracticeGame, PracticePuzzles } from "../web/practice.ts";
import { INDEX_PAGES, PRACTICE_PAGES } from "../web/practice_page.ts";
import { readRerunForm, RERUN_TRIALS, type RerunInputs } from "../web/rerun_form.ts";
import { WIDGETS } from "../web/widgets.ts";

/** Options of {@link checkLivePages}. */
export interface LiveCheckOptions {
  /** Folder for the screenshots; none are written when absent. */
  screens?: string;
  /** Seeds the rerun is run with and compared with the command line (default `123` and `Zebra 7`). */
  seeds?: readonly string[];
  /**
   * Trials of those runs (default: the fewest importance sampling takes at all the sizes, 100,000 at 9–21, and the
   * page's most, 1,000,000).
   */
  trials?: readonly number[];
  /** Their table sizes (default `9-21`, as the command's). */
  sizes?: string;
  /** The seed of the games played (default `7`). */
  gameSeed?: string;
}

/** What {@link checkLivePages} found. */
export interface LiveCheckResult {
  /** The checks that ran, one line each. */
  checks: string[];
  /** One line per problem, starting with the page. */
  problems: string[];
  /** Screenshots written. */
  screenshots: string[];
}

/**
 * The fields of a run that can never be equal between the page and the command: when it ran, how long it took, on
 * how many workers, with which versions, and the command's digest of its file (which covers those); and each
 * result's time. Every other field is compared.
 */
export const NEVER_EQUAL = {
  run: ["date", "seconds", "workers", "versions", "digest"],
  result: ["seconds"],
} as const;

const ROOT = fileURLToPath(new URL("../../", import.meta.url));

/** How long a page may take to answer a click, and a rerun to finish. */
const TIMEOUT = { answer: 10_000, run: 240_000 };

type PageCheck = readonly [string, Viewport, (s: Session) => Promise<void>];

const sleep = (ms: number) => new Promise((done) => setTimeout(done, ms));

function text(page: Page, selector: string): Promise<string> {
  return page.$eval(selector, (element) => element.textContent ?? "");
}

/** The codes of the cards in `[data-table]`, in order. */
function tableCodes(page: Page): Promise<string[]> {
  return page.$$eval("[data-table] [data-card]", (cards) => cards.map((card) => (card as HTMLElement).dataset.card!));
}

/** Where each card of a grid is on screen: its row and column, counted from the top left. */
async function places(page: Page, container: string): Promise<Map<Card, [number, number]>> {
  const boxes = await page.$$eval(`${container} [data-card]`, (cards) =>
    cards.map((card) => {
      const box = card.getBoundingClientRect();
      return [(card as HTMLElement).dataset.card!, Math.round(box.top), Math.round(box.left)] as const;
    }));
  const rank = (values: number[]) => [...new Set(values)].sort((a, b) => a - b);
  const [tops, lefts] = [rank(boxes.map((b) => b[1])), rank(boxes.map((b) => b[2]))];
  return new Map(boxes.map(([code, top, left]) => [parseCard(code), [tops.indexOf(top), lefts.indexOf(left)]]));
}

/** The arrow keys from one place of a grid to another: along the row, then along the column. */
function arrows(
  [r1, c1]: [number, number],
  [r2, c2]: [number, number],
): ("ArrowRight" | "ArrowLeft" | "ArrowDown" | "ArrowUp")[] {
  return [
    ...Array(Math.abs(c2 - c1)).fill(c2 > c1 ? "ArrowRight" : "ArrowLeft"),
    ...Array(Math.abs(r2 - r1)).fill(r2 > r1 ? "ArrowDown" : "ArrowUp"),
  ];
}

/** A checker of one page in one window: it presses as the window's reader does, records checks, takes screenshots. */
class Session {
  readonly phone: boolean;
  constructor(
    readonly page: Page,
    readonly viewport: Viewport,
    readonly result: LiveCheckResult,
    readonly screens?: string,
  ) {
    this.phone = Boolean(viewport.hasTouch);
  }

  check(line: string): void {
    this.result.checks.push(`${line} (${this.viewport.width} px)`);
  }

  /** A click on the laptop, a tap on the phone. */
  async press(selector: string): Promise<void> {
    if (this.phone) await this.page.tap(selector);
    else await this.page.click(selector);
  }

  pressCard(container: string, card: Card): Promise<void> {
    return this.press(`${container} [data-card="${cardCode(card)}"]`);
  }

  /** Types `value` into an input as a reader does: what is there selected and typed over. */
  async fill(selector: string, value: string): Promise<void> {
    await this.page.click(selector, { count: 3 });
    await this.page.keyboard.press("Backspace");
    await this.page.type(selector, value);
  }

  /** The page fits its window: no wider, and on the phone every button and card a finger's width. */
  async fits(what: string): Promise<void> {
    const problems = await this.page.evaluate(fitProblems, this.viewport.width, MIN_TARGET);
    deepEqual(problems, [], `${what}: ${problems.join("; ")}`);
  }

  async shot(name: string, selector?: string): Promise<void> {
    if (!this.screens) return;
    const path = join(this.screens, `${name}-${this.viewport.width}.png`) as `${string}.png`;
    const element = selector ? await this.page.$(selector) : null;
    if (element) await element.screenshot({ path });
    else await this.page.screenshot({ path, fullPage: true });
    this.result.screenshots.push(path);
  }
}

async function checkIndex(s: Session, lang: Lang, first: string): Promise<void> {
  const { page } = s;
  await s.fits("the index");
  const start = await page.$$eval(
    "section.start a",
    (links) => links.map((link) => ({ href: link.getAttribute("href"), top: link.getBoundingClientRect().top })),
  );
  ok(start.some((link) => link.href === `reader/${first}.html`), "the index says to start with the first notebook");
  const play = start.find((link) => link.href === PRACTICE_PAGES[lang]);
  ok(play, "the index links its language's practice page where it says where to start");
  ok(play.top < s.viewport.height, `the practice game is in the first screen (at ${Math.round(play.top)} px)`);
  const other = LANGS.find((l) => l !== lang)!;
  ok(await page.$(`a[href="${INDEX_PAGES[other]}"]`), "the index links the other language's");
  await s.shot(`index-${lang}`);
  s.check(`index ${lang}: start with notebook 1, the practice game in the first screen`);
}

async function checkThirdCard(s: Session): Promise<void> {
  const { page } = s;
  const widget = '[data-widget="third-card"]';
  const deck = `${widget} [data-deck]`;
  await page.waitForSelector(`${widget}.live`, { timeout: TIMEOUT.answer });
  equal((await page.$$(`${deck} [data-card]`)).length, 81, "the 81 cards");
  equal(await page.$eval(`${deck} [data-card="RO2T"]`, (el) => el.getAttribute("aria-label")), "two red striped ovals");
  await s.fits("the third card's page");
  await s.shot("third-card-start", widget);
  const thirdShown = () => page.$eval(`${widget} [data-third]`, (el) => (el as HTMLElement).dataset.card);
  const random = uniformStream("live-check", "third-card", s.viewport.width);
  for (let pair = 0; pair < (s.phone ? 2 : 6); pair++) {
    const a = Math.floor(random() * 81);
    let b = Math.floor(random() * 80);
    if (b >= a) b++;
    await s.pressCard(deck, a);
    equal(await page.$(`${widget} [data-third]`), null, "one card picked: no third card yet");
    await s.pressCard(deck, b);
    equal(await thirdShown(), cardCode(thirdCard(a, b)), `the third card of ${cardCode(a)} and ${cardCode(b)}`);
    if (pair === 0) {
      // The sum, its answer column too, inside the widget.
      const overflow = await page.$eval(widget, (el) => {
        const right = el.getBoundingClientRect().right;
        return [...el.querySelectorAll(".third-card-steps th, .third-card-steps td, .third-card-cards .card")]
          .filter((cell) => cell.getBoundingClientRect().right > right).length;
      });
      equal(overflow, 0, "the third card and its sum fit the widget");
      await s.shot("third-card-pair", widget);
      await s.pressCard(deck, b); // a second click puts the card back
      equal(await page.$(`${widget} [data-third]`), null, "a second click puts a card back");
      await s.pressCard(deck, b);
    }
    await page.keyboard.press("Escape");
    equal(await page.$(`${widget} [data-third]`), null, "Escape puts both cards back");
  }
  s.check("third card: random pairs picked, a second press and Escape put cards back, the sum fits");
  // The keys: from the first card two to the right, Enter; one down, Space.
  const at = await places(page, deck);
  const cardAt = (row: number, column: number) => [...at].find(([, [r, c]]) => r === row && c === column)![0];
  const [a, b] = [cardAt(0, 2), cardAt(1, 2)];
  await page.focus(`${deck} [data-card]`);
  for (const key of ["ArrowRight", "ArrowRight", "Enter", "ArrowDown", " "] as const) await page.keyboard.press(key);
  equal(await thirdShown(), cardCode(thirdCard(a, b)), "the third card of a pair picked with the keys");
  await s.shot("third-card-keys", widget);
  s.check("third card: a pair picked with the arrow keys, Enter and Space");
}

/** What the command line answered for one seed and trial count. */
type Answer = Promise<{ code: number; stdout: string; stderr: string }>;

const runKey = (seed: string, trials: number) => `${trials}/${seed}`;

/**
 * Runs `deno task simulate --json` for each seed and trial count, one after another, starting now: they run while
 * the browser starts and drives the other pages.
 */
function askCommandLine(settings: Settings): Map<string, Answer> {
  const answers = new Map<string, Answer>();
  let previous: Promise<unknown> = Promise.resolve();
  for (const trials of settings.trials) {
    for (const seed of settings.seeds) {
      const args = ["--seed", seed, "--trials", String(trials), "--sizes", settings.sizes, "--json"];
      const answer = previous.then(async () => {
        const { code, stdout, stderr } = await new Deno.Command(Deno.execPath(), {
          args: ["run", "--allow-all", "lib/cli/simulate.ts", "--method", "both", ...args],
          cwd: ROOT,
          env: { NO_COLOR: "1" },
        }).output();
        const decode = (bytes: Uint8Array) => new TextDecoder().decode(bytes);
        return { code, stdout: decode(stdout), stderr: decode(stderr) };
      });
      previous = answer.catch(() => {});
      answers.set(runKey(seed, trials), answer);
    }
  }
  return answers;
}

type Settings = Required<Omit<LiveCheckOptions, "screens">>;

/** A run's JSON without the fields that can never be equal ({@link NEVER_EQUAL}). */
function comparable(run: Record<string, unknown>): Record<string, unknown> {
  const without = (object: Record<string, unknown>, fields: readonly string[]) =>
    Object.fromEntries(Object.entries(object).filter(([field]) => !fields.includes(field)));
  const results = (run.results as Record<string, unknown>[]).map((result) => without(result, NEVER_EQUAL.result));
  return { ...without(run, NEVER_EQUAL.run), results };
}

const RERUN = '[data-widget="rerun"]';
const commandOf = ({ seed, trials, sizes }: RerunInputs) =>
  commandLine("simulate", { seed, trials, method: "both", sizes: sizesFlag(sizes), json: true });

async function fillForm(s: Session, form: { seed: string; trials: string; sizes: string }): Promise<void> {
  for (const [name, value] of Object.entries(form)) await s.fill(`${RERUN} input[name=${name}]`, value);
}

const commandHidden = (page: Page) => page.$eval(`${RERUN} [data-command-line]`, (el) => (el as HTMLElement).hidden);

/** Runs the rerun with one seed and trial count and compares its JSON with the command line's, field by field. */
async function rerunAndCompare(
  s: Session,
  settings: Settings,
  answers: Map<string, Answer>,
  seed: string,
  trials: number,
) {
  const { page } = s;
  const form = { seed, trials: String(trials), sizes: settings.sizes };
  await fillForm(s, form);
  const inputs = (readRerunForm(form) as { inputs: RerunInputs }).inputs;
  equal(await text(page, `${RERUN} [data-command]`), commandOf(inputs), "the command shown is the form's");
  // The progress line as it changes, with when, for the time left.
  await page.evaluate((selector: string) => {
    const progress = document.querySelector(selector)!;
    const log: [number, string][] = (globalThis as unknown as { progressLog: [number, string][] }).progressLog = [];
    new MutationObserver(() => log.push([performance.now(), progress.textContent ?? ""]))
      .observe(progress, { childList: true, characterData: true, subtree: true });
  }, `${RERUN} [data-progress]`);
  // The longest runs are timed with the command lines done, so that the time left is measured at a steady pace.
  if (trials === RERUN_TRIALS.max) await Promise.allSettled(answers.values());
  await s.press(`${RERUN} [data-run]`);
  await page.waitForSelector(`${RERUN} [data-result]`, { timeout: TIMEOUT.run });
  const shown = JSON.parse(await text(page, `${RERUN} [data-result]`));
  const cli = await answers.get(runKey(seed, trials))!;
  equal(cli.code, 0, cli.stderr);
  const expected = JSON.parse(cli.stdout);
  ok(expected.results.length > 0);
  deepEqual(comparable(shown), comparable(expected), `seed ${seed}, ${trials} trials: the page's run is the command's`);
  equal(await text(page, `${RERUN} .rerun-of code`), commandOf(inputs), "the results name their command");
  // Importance sampling from 21 cards on samples nothing: its cell says why, with no interval of 0 trials.
  if (inputs.sizes.includes(21)) {
    const row = await page.$$eval(
      `${RERUN} .rerun-table tbody tr`,
      (rows) =>
        rows.map((row) => [...row.querySelectorAll("th, td")].map((cell) => cell.textContent ?? ""))
          .find(([n]) => n === "21"),
    );
    ok(row && /^exact: no SET-free table/.test(row[3]) && !row[3].includes("["), `the row of 21 cards: ${row}`);
  }
  ok(await commandHidden(page), "no second command beside the results' own");
  const log: [number, string][] = await page.evaluate(() =>
    (globalThis as unknown as { progressLog: [number, string][] }).progressLog
  );
  const first = log.find(([, line]) => / s left/.test(line));
  if (first && trials === RERUN_TRIALS.max) {
    const said = Number(/about (\d+) s left/.exec(first[1])![1]);
    const took = (log.at(-1)![0] - first[0]) / 1000;
    ok(said <= 2 * took + 2 && took <= 2 * said + 2, `the first time left, ${said} s, against ${took.toFixed(1)} s`);
    s.check(`rerun: the first time left said ${said} s; it took ${took.toFixed(1)} s`);
  }
  s.check(
    `rerun: seed ${JSON.stringify(seed)}, ${trials} trials, sizes ${settings.sizes}: the JSON of ` +
      `${expected.results.length} estimates equal to the command line's but for ${NEVER_EQUAL.run.join(", ")}`,
  );
}

async function checkRerunPhone(s: Session, settings: Settings, answers: Map<string, Answer>): Promise<void> {
  const { page } = s;
  await page.waitForSelector(`${RERUN}.live`, { timeout: TIMEOUT.answer });
  await s.fits("the rerun's page");
  await s.shot("rerun-start", RERUN);
  await rerunAndCompare(s, settings, answers, settings.seeds[0], settings.trials[0]);
  // The chart drawn at the screen's width, not shrunk: its text stays 13 px.
  const chart = await page.$eval(`${RERUN} [data-chart] svg`, (svg) => ({
    drawn: Number(svg.getAttribute("width")),
    shown: svg.getBoundingClientRect().width,
    right: svg.getBoundingClientRect().right,
  }));
  ok(Math.abs(chart.drawn - chart.shown) < 1 && chart.right <= s.viewport.width, JSON.stringify(chart));
  await s.fits("the rerun's results");
  await s.shot("rerun-done", RERUN);
  s.check(`rerun: the chart drawn ${chart.drawn} px wide, its text unshrunk`);
}

async function checkRerun(s: Session, settings: Settings, answers: Map<string, Answer>): Promise<void> {
  const { page } = s;
  await page.waitForSelector(`${RERUN}.live`, { timeout: TIMEOUT.answer });
  const runs = settings.trials.flatMap((trials) => settings.seeds.map((seed) => [seed, trials] as const));
  // The first run is the phone's; with one run only, the laptop runs it again.
  const [first, ...rest] = runs.length > 1 ? runs.slice(1) : runs;
  await rerunAndCompare(s, settings, answers, ...first);
  // Every refusal in words, in the page's language: the field marked, the old results gone, no stale command.
  const good = { seed: "42", trials: String(settings.trials[0]), sizes: settings.sizes };
  const bad: Partial<typeof good>[] = [
    { sizes: "21-9" },
    { seed: "" },
    { seed: "Zebra ".repeat(83) + "7" }, // 500 characters: refused whole, not cut
    { trials: "5000" },
    { trials: "1e6" },
    { trials: String(RERUN_TRIALS.min), sizes: "9-21" },
    { sizes: "" },
  ];
  for (const change of bad) {
    const form = { ...good, ...change };
    await fillForm(s, form);
    ok(await commandHidden(page), `no command for a form the page refuses: ${JSON.stringify(change)}`);
    equal(
      await page.$eval(`${RERUN} input[name=seed]`, (el) => [...(el as HTMLInputElement).value].length),
      [...form.seed].length,
      "the seed as typed, whole",
    );
    const expected = readRerunForm(form);
    ok("field" in expected);
    await s.press(`${RERUN} [data-run]`);
    await page.waitForFunction(
      (selector: string, message: string) => document.querySelector(selector)?.textContent === message,
      { timeout: TIMEOUT.answer },
      `${RERUN} [data-progress]`,
      expected.message,
    );
    ok(!expected.message.includes("--"), expected.message);
    equal(await page.$(`${RERUN} [data-result]`), null, "an error clears the results");
    equal(await page.$eval(`${RERUN} input[name=${expected.field}]`, (el) => el.getAttribute("aria-invalid")), "true");
    if (change === bad[0]) await s.shot("rerun-refused", RERUN);
  }
  s.check(`rerun: ${bad.length} refusals in words, the field marked, the results cleared, a long seed whole`);
  // A long run, stopped.
  await fillForm(s, { ...good, trials: String(RERUN_TRIALS.max) });
  await s.press(`${RERUN} [data-run]`);
  await page.waitForSelector(`${RERUN} [data-stop]:not([disabled])`, { timeout: TIMEOUT.answer });
  await s.press(`${RERUN} [data-stop]`);
  await page.waitForFunction(
    (selector: string) => /^Stopped/.test(document.querySelector(selector)?.textContent ?? ""),
    { timeout: TIMEOUT.answer },
    `${RERUN} [data-progress]`,
  );
  equal(await page.$(`${RERUN} [data-result]`), null, "a stopped run gives no result");
  await s.shot("rerun-stopped", RERUN);
  s.check(`rerun: a run of ${RERUN_TRIALS.max} trials stopped with Stop`);
  for (const [seed, trials] of rest) await rerunAndCompare(s, settings, answers, seed, trials);
  await s.shot("rerun-done", RERUN);
}

async function checkFigures(s: Session): Promise<void> {
  await s.fits("notebook 7's page");
  const problems = await s.page.evaluate(textProblems);
  deepEqual(problems, [], problems.join("; "));
  const links = await s.page.$$eval(
    "figure a.full-size",
    (links) => links.map((a) => a.getBoundingClientRect().height),
  );
  ok(links.length > 0 && links.every((height) => height > 0), "each published figure opens full size on a phone");
  await s.shot("reader-07");
  s.check(`notebook 7: no raw TeX, addresses linked, ${links.length} figures open full size`);
}

/** Every card of the table inside the window once the table is scrolled to. */
async function cardsInView(s: Session, count: number): Promise<void> {
  await s.page.$eval("[data-table]", (table) => table.scrollIntoView({ block: "start" }));
  const outside = await s.page.$$eval("[data-table] [data-card]", (cards) =>
    cards.filter((card) => {
      const box = card.getBoundingClientRect();
      return box.left < -1 || box.top < -1 || box.right > innerWidth + 1 || box.bottom > innerHeight + 1;
    }).map((card) => (card as HTMLElement).dataset.card));
  equal((await tableCodes(s.page)).length, count);
  deepEqual(outside, [], `the ${count} cards inside the window`);
}

async function checkPractice(s: Session, lang: Lang, seed: string, whole: boolean): Promise<void> {
  const { page } = s;
  const m = practiceMessages(lang);
  await page.waitForSelector("[data-practice].live", { timeout: TIMEOUT.answer });
  equal(await page.$eval("header a.index", (a) => a.getAttribute("href")), `../${INDEX_PAGES[lang]}`);
  ok(await page.$(`header a[href="../reader/${WIDGETS.practice.notebook}.html"]`), "a link back to notebook 5");
  await s.fill('input[name="seed"]', seed);
  await s.press("[data-new-game]");
  const game = new PracticeGame(seed);
  const result = () => page.$eval("[data-feedback]", (el) => el.getAttribute("data-result"));
  deepEqual(await tableCodes(page), game.table.map(cardCode), "the first deal of the seed");
  await s.fits("the practice page");
  await cardsInView(s, 12);
  await s.shot(`practice-${lang}-start`);
  // Three cards that are not a SET: shaken off, the table unchanged; "No SET?" then says its own answer only.
  const table = game.table;
  const miss = table.flatMap((a, i) => table.slice(i + 1).map((b) => [a, b] as const))
    .map(([a, b]) => [a, b, table.find((c) => c !== a && c !== b && !isSet(a, b, c))!] as const)
    .find(([, , c]) => c !== undefined)!;
  for (const card of miss) await s.pressCard("[data-table]", card);
  equal(await result(), "not-set", "three cards that are not a SET");
  equal(await text(page, "[data-feedback]"), m.notSet(judge([...miss]).broken));
  deepEqual(await tableCodes(page), game.table.map(cardCode), "a triple that is not a SET leaves the table");
  await s.shot(`practice-${lang}-not-set`);
  await s.press("[data-no-set]");
  const answer = game.noSet();
  equal(await text(page, "[data-feedback]"), "", "the verdict on the triple is gone");
  equal(await text(page, "[data-message]"), m.noSetAnswer({ ...answer, size: game.table.length }));
  await cardsInView(s, game.table.length);
  await s.shot(`practice-${lang}-15-cards`);
  s.check(`practice ${lang}: a triple that is not a SET shaken off; "No SET?" clears its verdict; 15 cards in view`);
  // Hints: one card of a SET, then a second.
  if (hasSet(game.table)) {
    const hinted = async () =>
      (await page.$$eval("[data-table] .hinted", (els) => els.map((el) => (el as HTMLElement).dataset.card!)))
        .map(parseCard);
    await s.press("[data-hint]");
    const one = await hinted();
    equal(one.length, 1, "a hint outlines one card");
    ok(setsOnTable(game.table).some((set) => set.includes(one[0])), "the hinted card is in a SET");
    await s.press("[data-hint]");
    const two = await hinted();
    equal(two.length, 2, "a second hint outlines a second card");
    ok(game.table.includes(thirdCard(two[0], two[1])), "the two hinted cards' third is there");
    await s.shot(`practice-${lang}-hint`);
    s.check(`practice ${lang}: hints outline one card of a SET, then two`);
  }
  // The clock stops while the puzzles are open.
  if (whole) {
    const clock = async () =>
      (await text(page, "[data-time]")).split(":").reduce((t, part) => 60 * t + Number(part), 0);
    const before = await clock();
    await s.press('[role="tab"][data-tab="puzzles"]');
    await sleep(2_500);
    await s.press('[role="tab"][data-tab="game"]');
    const after = await clock();
    ok(after - before <= 1, `the clock ran ${after - before} s while the puzzles were open`);
    s.check(`practice ${lang}: the game's clock stopped while the puzzles were open`);
  }
  // The game to its end (or to its first SET): found SETs picked (the first with the keys), "No SET?" when none.
  let keys = true;
  while (!game.over && (whole || game.found.length === 0)) {
    deepEqual(await tableCodes(page), game.table.map(cardCode), `the table after ${game.found.length} SETs`);
    const set = findSet(game.table);
    if (!set) {
      await s.press("[data-no-set]");
      const answer = game.noSet();
      equal(await text(page, "[data-message]"), m.noSetAnswer({ ...answer, size: game.table.length }));
      continue;
    }
    const cards: [Card, Card, Card] = [...set.pair, set.third];
    if (keys) {
      const at = await places(page, "[data-table]");
      await page.focus("[data-table] [data-card]");
      let from = at.get(game.table[0])!;
      for (const [i, card] of cards.entries()) {
        for (const key of arrows(from, at.get(card)!)) await page.keyboard.press(key);
        await page.keyboard.press(i === 1 ? " " : "Enter");
        from = at.get(card)!;
      }
      keys = false;
      s.check(`practice ${lang}: a SET picked with the arrow keys, Enter and Space`);
    } else {
      for (const card of cards) await s.pressCard("[data-table]", card);
    }
    game.take(cards);
    equal(await result(), "set", `the SET ${cards.map(cardCode).join(" ")}`);
    equal(await text(page, "[data-feedback]"), m.set(cards));
    if (game.found.length === 1) await s.shot(`practice-${lang}-set`);
  }
  deepEqual(await tableCodes(page), game.table.map(cardCode), `the table after ${game.found.length} SETs`);
  if (whole) {
    const [minutes, seconds] = (await text(page, "[data-time]")).split(":").map(Number);
    equal(
      await text(page, "[data-message]"),
      m.gameOver(game.found.length, 60 * minutes + seconds, game.table.length, hasSet(game.table)),
      "the end: the SETs found, the time, the cards left",
    );
    await s.shot(`practice-${lang}-end`);
    s.check(`practice ${lang}: seed ${seed} played to its end, ${game.found.length} SETs, ${game.table.length} left`);
  }
  await checkPuzzles(s, lang, whole ? 12 : 4);
}

/** The puzzles' tab: each kind as `deno task puzzle --seed 42` deals it; "Is there a SET?" with and without one. */
async function checkPuzzles(s: Session, lang: Lang, questions: number): Promise<void> {
  const { page } = s;
  const m = practiceMessages(lang);
  await page.focus('[role="tab"][data-tab="game"]');
  await page.keyboard.press("ArrowRight");
  await page.waitForSelector('[data-panel="puzzles"]:not([hidden])', { timeout: TIMEOUT.answer });
  equal((await tableCodes(page)).length, 12, "a puzzle is dealt when its tab opens");
  await s.fill('input[name="puzzle-seed"]', "42");
  await s.press("[data-new-puzzle]");
  const puzzles = new PracticePuzzles("42");
  deepEqual(await tableCodes(page), puzzles.next("some").cards.map(cardCode), "the first puzzle of the seed");
  await s.press('input[name="kind"][value="one"]');
  const one = puzzles.next("one");
  deepEqual(await tableCodes(page), one.cards.map(cardCode), "the puzzle with exactly one SET");
  await s.shot(`practice-${lang}-puzzle`);
  for (const card of one.sets[0]) await s.pressCard("[data-table]", card);
  equal(await text(page, "[data-feedback]"), m.puzzleSet(one.sets[0]));
  await s.shot(`practice-${lang}-puzzle-solved`);
  // "Is there a SET?": tables with a SET and without, the question the same for both.
  await s.press('input[name="kind"][value="none"]');
  let withSet = 0;
  for (let i = 0; i < questions; i++) {
    if (i > 0) await s.press("[data-new-puzzle]");
    const puzzle = puzzles.next("none");
    deepEqual(await tableCodes(page), puzzle.cards.map(cardCode), `"Is there a SET?" number ${i + 1}`);
    equal(await text(page, "[data-question]"), m.question("none", 12));
    await s.press("[data-no-set]");
    equal(await text(page, "[data-message]"), m.puzzleNoSet(puzzle.sets.length > 0));
    if (puzzle.sets.length) {
      withSet++;
      if (withSet === 1) await s.shot(`practice-${lang}-is-there-a-set`);
      for (const card of puzzle.sets[0]) await s.pressCard("[data-table]", card);
      equal(await text(page, "[data-feedback]"), m.puzzleSet(puzzle.sets[0]));
    }
  }
  ok(withSet > 0 && withSet < questions, `${withSet} of ${questions} "Is there a SET?" tables hold a SET`);
  s.check(`practice ${lang}: puzzles of each kind; "Is there a SET?": ${withSet} of ${questions} with a SET`);
}

/**
 * Drives the live parts of a run's pages in headless Chromium ({@link requireBrowser}), offline, and checks them
 * against the library and the command line (see the module's documentation).
 *
 * @param runDir A run's folder, as `deno task notebooks` or `deno task html` writes it.
 * @throws {Error} when there is no browser, or the run lacks a page with live parts.
 */
export async function checkLivePages(runDir: string, options: LiveCheckOptions = {}): Promise<LiveCheckResult> {
  requireBrowser(); // before any work
  const sizes = options.sizes ?? "9-21";
  const fewest = Math.max(
    ...(sizesParam({ min: 3, max: 81, meaning: "sizes" }).read(sizes) ?? []).map((n) => sisMinimumTrials(n)),
  );
  const settings: Settings = {
    seeds: options.seeds ?? ["123", "Zebra 7"],
    trials: options.trials ?? [Math.max(RERUN_TRIALS.min, fewest), RERUN_TRIALS.max],
    sizes,
    gameSeed: options.gameSeed ?? "7",
  };
  const notebooks: string[] = [];
  try {
    for await (const entry of Deno.readDir(join(runDir, "reader"))) notebooks.push(entry.name.replace(/\.html$/, ""));
  } catch { /* no reader's pages: the check below names the first one missing */ }
  notebooks.sort();
  const { laptop, phone } = VIEWPORTS;
  const reader = (notebook: string) => `reader/${notebook}.html`;
  const pages: PageCheck[] = [
    ...LANGS.flatMap((lang) =>
      [phone, laptop].map((viewport) =>
        [INDEX_PAGES[lang], viewport, (s: Session) => checkIndex(s, lang, notebooks[0])] as const
      )
    ),
    [reader(WIDGETS["third-card"].notebook), phone, checkThirdCard],
    [reader(WIDGETS["third-card"].notebook), laptop, checkThirdCard],
    [reader(WIDGETS.rerun.notebook), phone, (s) => checkRerunPhone(s, settings, answers)],
    [reader(WIDGETS.rerun.notebook), laptop, (s) => checkRerun(s, settings, answers)],
    // A whole game in English on the laptop and in Chinese on the phone; the first SET in the other windows.
    [PRACTICE_PAGES.en, laptop, (s) => checkPractice(s, "en", settings.gameSeed, true)],
    [PRACTICE_PAGES["zh-TW"], phone, (s) => checkPractice(s, "zh-TW", settings.gameSeed, true)],
    [PRACTICE_PAGES.en, phone, (s) => checkPractice(s, "en", settings.gameSeed, false)],
    [PRACTICE_PAGES["zh-TW"], laptop, (s) => checkPractice(s, "zh-TW", settings.gameSeed, false)],
  ];
  const more = notebooks.find((name) => name.startsWith("07-"));
  if (more) pages.push([reader(more), phone, checkFigures]);
  for (const [relative] of pages) {
    if (!(await Deno.stat(join(runDir, relative)).then((info) => info.isFile, () => false))) {
      throw new Error(`no ${relative} under ${runDir}: export the run with notebooks 1, 3 and 5`);
    }
  }
  if (options.screens) await Deno.mkdir(options.screens, { recursive: true });
  const answers = askCommandLine(settings);
  const result: LiveCheckResult = { checks: [], problems: [], screenshots: [] };
  try {
    await withBrowser(async (browser) => {
      for (const [relative, viewport, check] of pages) {
        const started = performance.now();
        const url = pathToFileURL(resolve(runDir, relative)).href;
        const label = `${relative} at ${viewport.width} px`;
        const page = await openOffline(
          browser,
          url,
          viewport,
          (problem) => result.problems.push(`${label}: ${problem}`),
        );
        try {
          await check(new Session(page, viewport, result, options.screens));
        } catch (error) {
          result.problems.push(`${label}: ${(error as Error).message.split("\n")[0]}`);
        } finally {
          await page.close();
          result.checks.push(`${label}: checked in ${((performance.now() - started) / 1000).toFixed(1)} s`);
        }
      }
    });
  } finally {
    // The command lines still running after a failure: wait for them, so that none outlives the check.
    await Promise.allSettled(answers.values());
  }
  return result;
}

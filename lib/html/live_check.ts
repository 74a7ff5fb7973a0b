/**
 * The live pages driven in a real browser, as a reader drives them: headless Chromium (puppeteer-core and the
 * system's browser, as lib/html/browser_check.ts), the pages opened from `file://` with the network cut off, every
 * widget worked with clicks and keys, and what it shows checked against the library run here in Deno:
 *
 * - notebook 1's reader page: the third card of random pairs picked by clicks and of a pair picked with the arrow
 *   keys, Enter and Space; a second click and Escape put cards back;
 * - notebook 3's reader page: the command line's refusal sentence for too few trials; a run stopped; for each seed,
 *   the estimates in `[data-result]` equal, number for number, those of `deno task simulate --method both --json`
 *   run here as a command;
 * - the practice pages: a whole game played to its end by picking found SETs (one with the keys), the table
 *   compared with the game played here after every move (in Chinese, to the first SET, its words checked); a
 *   triple that is not a SET shaken off; hints; the puzzles' tab, its puzzles those `deno task puzzle` deals,
 *   solved;
 * - everywhere: no console error, no uncaught exception, no request leaving `file://`.
 *
 * It writes a screenshot of each state into `screens` when given.
 *
 * @module
 */
import { commandLine } from "../present/command_line.ts";
import type { Browser, Page } from "puppeteer-core";
import { join, resolve } from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import { deepEqual, equal, ok } from "node:assert/strict";
import { type Card, cardCode, parseCard } from "../core/card.ts";
import { isSet, thirdCard } from "../core/rule.ts";
import { findSet, hasSet, setsOnTable } from "../core/table.ts";
import { uniformStream } from "../common/random.ts";
import { requireBrowser, withBrowser } from "./browser_check.ts";
import { practiceMessages } from "../web/messages.ts";
import { judge, PracticeGame, PracticePuzzles } from "../web/practice.ts";
import { PRACTICE_PAGES } from "../web/practice_page.ts";
import { WIDGETS } from "../web/widgets.ts";
import type { Lang } from "../common/lang.ts";

/** Options of {@link checkLivePages}. */
export interface LiveCheckOptions {
  /** Folder for the screenshots; none are written when absent. */
  screens?: string;
  /** Seeds the rerun is run with and compared with the command line (default `7` and `339`). */
  seeds?: readonly string[];
  /** Trials of those runs (default 10,000: a few seconds each). */
  trials?: number;
  /** Their table sizes (default `9-18`: importance sampling accepts 10,000 trials there). */
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

const ROOT = fileURLToPath(new URL("../../", import.meta.url));

/** How long a page may take to answer a click, and a rerun to finish. */
const TIMEOUT = { answer: 10_000, run: 180_000 };

/** A page opened offline from `file://`, its console errors, exceptions and outside requests recorded. */
async function openPage(browser: Browser, url: string, problems: string[], label: string): Promise<Page> {
  const page = await browser.newPage();
  await page.setViewport({ width: 1000, height: 900, deviceScaleFactor: 1 });
  await page.setOfflineMode(true);
  await page.setRequestInterception(true);
  page.on("request", (request) => {
    const address = request.url();
    if (/^(file|data|blob):/.test(address)) request.continue();
    else {
      problems.push(`${label}: tried to load ${address}`);
      request.abort();
    }
  });
  page.on("requestfailed", (request) => problems.push(`${label}: could not load ${request.url()}`));
  page.on("console", (message) => {
    if (message.type() === "error") problems.push(`${label}: console error: ${message.text()}`);
  });
  page.on("pageerror", (error) => problems.push(`${label}: uncaught ${String(error)}`));
  await page.goto(url, { waitUntil: "load", timeout: 60_000 });
  return page;
}

/** Types `value` into an input as a reader does: select what is there, then type over it. */
async function fill(page: Page, selector: string, value: string): Promise<void> {
  await page.click(selector, { count: 3 });
  await page.keyboard.press("Backspace");
  await page.type(selector, value);
}

/** The codes of the cards in `[data-table]`, in order. */
function tableCodes(page: Page): Promise<string[]> {
  return page.$$eval("[data-table] [data-card]", (cards) => cards.map((card) => (card as HTMLElement).dataset.card!));
}

/** Clicks a card of a container by its code. */
async function clickCard(page: Page, container: string, card: Card): Promise<void> {
  await page.click(`${container} [data-card="${cardCode(card)}"]`);
}

function text(page: Page, selector: string): Promise<string> {
  return page.$eval(selector, (element) => element.textContent ?? "");
}

/** A checker of one page: it records its checks and writes its screenshots. */
class Session {
  constructor(readonly page: Page, readonly result: LiveCheckResult, readonly screens?: string) {}

  check(line: string): void {
    this.result.checks.push(line);
  }

  async shot(name: string, selector?: string): Promise<void> {
    if (!this.screens) return;
    const path = join(this.screens, `${name}.png`) as `${string}.png`;
    const element = selector ? await this.page.$(selector) : null;
    if (element) await element.screenshot({ path });
    else await this.page.screenshot({ path, fullPage: true });
    this.result.screenshots.push(path);
  }
}

async function checkThirdCard(s: Session): Promise<void> {
  const { page } = s;
  const widget = '[data-widget="third-card"]';
  const deck = `${widget} [data-deck]`;
  await page.waitForSelector(`${widget}.live`, { timeout: TIMEOUT.answer });
  equal((await page.$$(`${deck} [data-card]`)).length, 81, "the 81 cards");
  equal(await page.$eval(`${deck} [data-card="RO2T"]`, (el) => el.getAttribute("aria-label")), "two red striped ovals");
  await s.shot("third-card-start", widget);
  const random = uniformStream("live-check", "third-card");
  for (let pair = 0; pair < 6; pair++) {
    const a = Math.floor(random() * 81);
    let b = Math.floor(random() * 80);
    if (b >= a) b++;
    await clickCard(page, deck, a);
    equal(await page.$(`${widget} [data-third]`), null, "one card picked: no third card yet");
    await clickCard(page, deck, b);
    const third = await page.$eval(`${widget} [data-third]`, (el) => (el as HTMLElement).dataset.card);
    equal(third, cardCode(thirdCard(a, b)), `the third card of ${cardCode(a)} and ${cardCode(b)}`);
    if (pair === 0) {
      await s.shot("third-card-pair", widget);
      await clickCard(page, deck, b); // a second click puts the card back
      equal(await page.$(`${widget} [data-third]`), null, "a second click puts a card back");
      await clickCard(page, deck, b);
    }
    await page.keyboard.press("Escape");
    equal(await page.$(`${widget} [data-third]`), null, "Escape puts both cards back");
  }
  s.check("third card: 6 random pairs by clicks, a second click and Escape put cards back");
  // The keys: from the first card, two to the right (PD1F) with Enter, then one down (PD2F) with Space.
  await page.focus(`${deck} [data-card]`);
  for (const key of ["ArrowRight", "ArrowRight", "Enter", "ArrowDown", " "] as const) await page.keyboard.press(key);
  const [a, b] = ["PD1F", "PD2F"].map(parseCard);
  equal(
    await page.$eval(`${widget} [data-third]`, (el) => (el as HTMLElement).dataset.card),
    cardCode(thirdCard(a, b)),
    "the third card of a pair picked with the keys",
  );
  await s.shot("third-card-keys", widget);
  s.check("third card: a pair picked with the arrow keys, Enter and Space");
}

/** The command line's answer for the same seed, trials and sizes: its JSON results, or its refusal. */
async function simulateCommand(args: string[]): Promise<{ code: number; stdout: string; stderr: string }> {
  const { code, stdout, stderr } = await new Deno.Command(Deno.execPath(), {
    args: ["run", "--allow-all", "lib/cli/simulate.ts", "--method", "both", ...args],
    cwd: ROOT,
    env: { NO_COLOR: "1" },
  }).output();
  const decode = (bytes: Uint8Array) => new TextDecoder().decode(bytes);
  return { code, stdout: decode(stdout), stderr: decode(stderr) };
}

/** What the command line answers, asked before the browser starts so that it runs meanwhile. */
interface CommandAnswers {
  /** `--seed 42 --trials 10000 --sizes 9-21`: refused. */
  refusal: ReturnType<typeof simulateCommand>;
  /** `--seed S --trials T --sizes SIZES --json` for each seed. */
  runs: Map<string, ReturnType<typeof simulateCommand>>;
}

function askCommandLine(options: Settings): CommandAnswers {
  const runs = new Map(options.seeds.map((seed) => [
    seed,
    simulateCommand(["--seed", seed, "--trials", String(options.trials), "--sizes", options.sizes, "--json"]),
  ]));
  return { refusal: simulateCommand(["--seed", "42", "--trials", "10000", "--sizes", "9-21"]), runs };
}

type Settings = Required<Omit<LiveCheckOptions, "screens">>;

async function checkRerun(s: Session, options: Settings, answers: CommandAnswers): Promise<void> {
  const { page } = s;
  const widget = '[data-widget="rerun"]';
  await page.waitForSelector(`${widget}.live`, { timeout: TIMEOUT.answer });
  await s.shot("rerun-start", widget);
  // Too few trials for importance sampling at 19–20 cards: the command line's own sentence, nothing run.
  await fill(page, `${widget} input[name=seed]`, "42");
  await fill(page, `${widget} input[name=trials]`, "10000");
  await fill(page, `${widget} input[name=sizes]`, "9-21");
  await page.keyboard.press("Enter"); // submits the form
  const refused = await answers.refusal;
  equal(refused.code, 2, "the command line refuses 10,000 trials at 9-21");
  const sentence = refused.stderr.trim().split("\n").at(-1)!.replace(/^simulate: /, "");
  await page.waitForFunction(
    (selector: string, expected: string) => document.querySelector(selector)?.textContent === expected,
    { timeout: TIMEOUT.answer },
    `${widget} [data-progress]`,
    sentence,
  );
  equal(await page.$(`${widget} [data-result]`), null, "a refused run gives no result");
  await s.shot("rerun-refused", widget);
  s.check("rerun: too few trials refused with the command line's sentence");
  // A long run, stopped.
  await fill(page, `${widget} input[name=trials]`, "1000000");
  await page.click(`${widget} [data-run]`);
  await page.waitForSelector(`${widget} [data-stop]:not([disabled])`, { timeout: TIMEOUT.answer });
  await page.click(`${widget} [data-stop]`);
  await page.waitForFunction(
    (selector: string) => /^Stopped/.test(document.querySelector(selector)?.textContent ?? ""),
    { timeout: TIMEOUT.answer },
    `${widget} [data-progress]`,
  );
  equal(await page.$(`${widget} [data-result]`), null, "a stopped run gives no result");
  await s.shot("rerun-stopped", widget);
  s.check("rerun: a run of 1,000,000 trials stopped with Stop");
  // The same numbers as the command line, seed by seed.
  for (const seed of options.seeds) {
    await fill(page, `${widget} input[name=seed]`, seed);
    await fill(page, `${widget} input[name=trials]`, String(options.trials));
    await fill(page, `${widget} input[name=sizes]`, options.sizes);
    equal(
      await text(page, `${widget} [data-command]`),
      commandLine("simulate", { seed, trials: options.trials, method: "both", sizes: options.sizes, json: true }),
    );
    await page.click(`${widget} [data-run]`);
    await page.waitForSelector(`${widget} [data-result]`, { timeout: TIMEOUT.run });
    const shown = JSON.parse(await text(page, `${widget} [data-result]`));
    const cli = await answers.runs.get(seed)!;
    equal(cli.code, 0, cli.stderr);
    const expected = JSON.parse(cli.stdout).results.map(({ n, method, p, ci }: Record<string, unknown>) => ({
      n,
      method,
      p,
      ci,
    }));
    ok(expected.length > 0);
    deepEqual(shown, expected, `seed ${seed}: the page's estimates are the command line's`);
    s.check(
      `rerun: seed ${seed}, ${options.trials} trials, sizes ${options.sizes}: ${expected.length} estimates, ` +
        "equal to the command line's",
    );
  }
  await s.shot("rerun-done", widget);
}

/** Arrow keys that move the focus from place `from` to place `to` of a table filled by columns of three. */
function arrowsTo(from: number, to: number): string[] {
  const keys: string[] = [];
  const [fc, fr, tc, tr] = [Math.floor(from / 3), from % 3, Math.floor(to / 3), to % 3];
  for (let c = fc; c !== tc; c += Math.sign(tc - fc)) keys.push(tc > fc ? "ArrowRight" : "ArrowLeft");
  for (let r = fr; r !== tr; r += Math.sign(tr - fr)) keys.push(tr > fr ? "ArrowDown" : "ArrowUp");
  return keys;
}

async function checkPractice(s: Session, lang: Lang, seed: string, wholeGame: boolean): Promise<void> {
  const { page } = s;
  const m = practiceMessages(lang);
  await page.waitForSelector("[data-practice].live", { timeout: TIMEOUT.answer });
  await fill(page, 'input[name="seed"]', seed);
  await page.click("[data-new-game]");
  const game = new PracticeGame(seed);
  const result = () => page.$eval("[data-feedback]", (el) => el.getAttribute("data-result"));
  deepEqual(await tableCodes(page), game.table.map(cardCode), "the first deal of the seed");
  await s.shot(`practice-${lang}-start`);
  // Three cards that are not a SET: shaken off, the table unchanged.
  const table = game.table;
  const miss = table.flatMap((a, i) => table.slice(i + 1).map((b) => [a, b] as const))
    .map(([a, b]) => [a, b, table.find((c) => c !== a && c !== b && !isSet(a, b, c))!] as const)
    .find(([, , c]) => c !== undefined)!;
  for (const card of miss) await clickCard(page, "[data-table]", card);
  equal(await result(), "not-set", "three cards that are not a SET");
  equal(await text(page, "[data-feedback]"), m.notSet(judge([...miss]).broken));
  deepEqual(await tableCodes(page), game.table.map(cardCode), "a triple that is not a SET leaves the table");
  await s.shot(`practice-${lang}-not-set`);
  s.check(`practice ${lang}: a triple that is not a SET is shaken off`);
  // Hints: one card of a SET, then a second.
  if (hasSet(game.table)) {
    await page.click("[data-hint]");
    const hinted = await page.$$eval(
      "[data-table] .hinted",
      (els) => els.map((el) => (el as HTMLElement).dataset.card!),
    );
    equal(hinted.length, 1, "a hint outlines one card");
    ok(setsOnTable(game.table).some((set) => set.includes(parseCard(hinted[0]))), "the hinted card is in a SET");
    await page.click("[data-hint]");
    const two = await page.$$eval("[data-table] .hinted", (els) => els.map((el) => (el as HTMLElement).dataset.card!));
    equal(two.length, 2, "a second hint outlines a second card");
    ok(game.table.includes(thirdCard(parseCard(two[0]), parseCard(two[1]))), "the two hinted cards' third is there");
    await s.shot(`practice-${lang}-hint`);
    s.check(`practice ${lang}: hints outline one card of a SET, then two`);
  }
  // The game to its end (or, `wholeGame` false, to its first SET): found SETs picked (the first with the keys),
  // "No SET?" when there is none.
  let keys = true;
  while (!game.over && (wholeGame || game.found.length === 0)) {
    deepEqual(await tableCodes(page), game.table.map(cardCode), `the table after ${game.found.length} SETs`);
    const set = findSet(game.table);
    if (!set) {
      await page.click("[data-no-set]");
      const answer = game.noSet();
      equal(await text(page, "[data-message]"), m.noSetAnswer({ ...answer, size: game.table.length }));
      continue;
    }
    const cards: [Card, Card, Card] = [...set.pair, set.third];
    if (keys) {
      await page.focus("[data-table] [data-card]");
      let at = 0;
      for (const [i, card] of cards.entries()) {
        const place = game.table.indexOf(card);
        for (const key of arrowsTo(at, place)) await page.keyboard.press(key as "ArrowUp");
        await page.keyboard.press(i === 1 ? " " : "Enter");
        at = place;
      }
      keys = false;
      s.check(`practice ${lang}: a SET picked with the arrow keys, Enter and Space`);
    } else {
      for (const card of cards) await clickCard(page, "[data-table]", card);
    }
    game.take(cards);
    equal(await result(), "set", `the SET ${cards.map(cardCode).join(" ")}`);
    equal(await text(page, "[data-feedback]"), m.set(cards));
    if (game.found.length === 1) await s.shot(`practice-${lang}-set`);
  }
  deepEqual(await tableCodes(page), game.table.map(cardCode), `the table after ${game.found.length} SETs`);
  if (wholeGame) {
    const clock = await text(page, "[data-time]");
    const [minutes, secs] = clock.split(":").map(Number);
    equal(
      await text(page, "[data-message]"),
      m.gameOver(game.found.length, 60 * minutes + secs, game.table.length, hasSet(game.table)),
      "the end: the SETs found, the time, the cards left",
    );
    await s.shot(`practice-${lang}-end`);
    s.check(`practice ${lang}: seed ${seed} played to its end, ${game.found.length} SETs, ${game.table.length} left`);
  }
  // The puzzles: the tab opened with the keys; each kind the one `deno task puzzle --seed 42 --kind KIND` deals.
  await page.focus('[role="tab"][data-tab="game"]');
  await page.keyboard.press("ArrowRight");
  await page.waitForSelector('[data-panel="puzzles"]:not([hidden])', { timeout: TIMEOUT.answer });
  equal((await tableCodes(page)).length, 12, "a puzzle is dealt when its tab opens");
  await fill(page, 'input[name="puzzle-seed"]', "42");
  await page.click("[data-new-puzzle]");
  const puzzles = new PracticePuzzles("42");
  deepEqual(await tableCodes(page), puzzles.next("some").cards.map(cardCode), "the first puzzle of the seed");
  await page.click('input[name="kind"][value="one"]');
  const one = puzzles.next("one");
  deepEqual(await tableCodes(page), one.cards.map(cardCode), "the puzzle with exactly one SET");
  await s.shot(`practice-${lang}-puzzle`);
  for (const card of one.sets[0]) await clickCard(page, "[data-table]", card);
  equal(await result(), "set", "the puzzle's one SET");
  equal(await text(page, "[data-feedback]"), m.puzzleSet(one.sets[0]));
  await s.shot(`practice-${lang}-puzzle-solved`);
  await page.click('input[name="kind"][value="none"]');
  const none = puzzles.next("none");
  deepEqual(await tableCodes(page), none.cards.map(cardCode), "the puzzle without a SET");
  await page.click("[data-no-set]");
  equal(await text(page, "[data-message]"), m.puzzleNoSet("none"));
  s.check(`practice ${lang}: puzzles of each kind, as deno task puzzle deals them, solved`);
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
  const settings: Settings = {
    seeds: options.seeds ?? ["7", "339"],
    trials: options.trials ?? 10_000,
    sizes: options.sizes ?? "9-18",
    gameSeed: options.gameSeed ?? "7",
  };
  const pages: [string, (s: Session) => Promise<void>][] = [
    [`reader/${WIDGETS["third-card"].notebook}.html`, checkThirdCard],
    [`reader/${WIDGETS.rerun.notebook}.html`, (s) => checkRerun(s, settings, answers)],
    // A whole game in English; in Chinese, its words, to the first SET, and the puzzles.
    [PRACTICE_PAGES.en, (s) => checkPractice(s, "en", settings.gameSeed, true)],
    [PRACTICE_PAGES["zh-TW"], (s) => checkPractice(s, "zh-TW", settings.gameSeed, false)],
  ];
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
      for (const [relative, check] of pages) {
        const started = performance.now();
        const page = await openPage(browser, pathToFileURL(resolve(runDir, relative)).href, result.problems, relative);
        try {
          await check(new Session(page, result, options.screens));
        } catch (error) {
          result.problems.push(`${relative}: ${(error as Error).message.split("\n")[0]}`);
        } finally {
          await page.close();
          result.checks.push(`${relative}: checked in ${((performance.now() - started) / 1000).toFixed(1)} s`);
        }
      }
    });
  } finally {
    // The command lines still running after a failure: wait for them, so that none outlives the check.
    await Promise.allSettled([answers.refusal, ...answers.runs.values()]);
  }
  return result;
}

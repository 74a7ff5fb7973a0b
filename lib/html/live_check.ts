/**
 * The live parts of a run's pages driven in headless Chromium as a reader drives them, on a laptop and a phone, and
 * compared with the library and the command line. Every page must fit its window and log no error.
 *
 * @module
 */
import { cross, max } from "d3-array";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { deepEqual, equal, ok } from "node:assert/strict";
import { type Card, cardCode, parseCard } from "../core/card.ts";
import { isSet, thirdCard } from "../core/rule.ts";
import { findSet, hasSet, setsOnTable } from "../core/table.ts";
import { exists } from "../common/files.ts";
import { uniformStream } from "../common/random.ts";
import { type Lang, LANGS } from "../common/lang.ts";
import { sizesParam } from "../common/params.ts";
import { sisMinimumTrials } from "../montecarlo/minimum_trials.ts";
import { practiceMessages } from "../web/messages.ts";
import { judge, PracticeGame, PracticePuzzles } from "../web/practice.ts";
import { INDEX_PAGES, PRACTICE_PAGES } from "../web/practice_page.ts";
import { readRerunForm, RERUN_TRIALS, rerunCommand, type RerunInputs } from "../web/rerun_form.ts";
import { WIDGETS } from "../web/widgets.ts";
import {
  requireBrowser,
  type Tab,
  textProblems,
  type Viewport,
  VIEWPORTS,
  type Visit,
  visitPages,
} from "./_browser.ts";

/**
 * Options of {@link checkLivePages}: the screenshots' folder (none by default); the rerun's seeds (`123`, `Zebra 7`),
 * trials (the fewest importance sampling takes, and 1,000,000) and sizes (`9-21`); the games' seed (`7`).
 */
export interface LiveCheckOptions {
  screens?: string;
  seeds?: readonly string[];
  trials?: readonly number[];
  sizes?: string;
  gameSeed?: string;
}

/** What {@link checkLivePages} found: the checks that passed and the problems, one line each, and the screenshots. */
export type LiveCheckResult = { checks: string[]; problems: string[]; screenshots: string[] };

/** A run's fields that can never be equal between the page and the command, and each result's. */
const NEVER_EQUAL = { run: ["date", "seconds", "workers", "versions", "digest"], result: ["seconds"] };

/** How long a page may take to answer a click, and a rerun to finish. */
const TIMEOUT = { answer: 10_000, run: 240_000 };

const RERUN = '[data-widget="rerun"]';

type Settings = Required<Omit<LiveCheckOptions, "screens">>;
type Logged = { progressLog: [number, string][] };
type Answers = Map<string, Promise<{ code: number; stdout: string; stderr: string }>>;

/**
 * Drives the indexes, notebook 1's third card, notebook 3's rerun (its JSON, refusals, a stop, the time left),
 * notebook 7's figures, and the practice pages (a game to its end, the puzzles) of a run's folder in headless
 * Chromium, offline. Cost: about a minute, most of it the reruns of 10^6 trials.
 *
 * @throws {Error} when there is no browser, or the run lacks a page with live parts.
 */
export async function checkLivePages(runDir: string, options: LiveCheckOptions = {}): Promise<LiveCheckResult> {
  requireBrowser();
  const { screens, seeds = ["123", "Zebra 7"], sizes = "9-21", gameSeed = "7" } = options;
  const fewest = max(sizesParam({ min: 3, max: 81, meaning: "sizes" }).read(sizes)!.map((n) => sisMinimumTrials(n)))!;
  const { trials = [Math.max(RERUN_TRIALS.min, fewest), RERUN_TRIALS.max] } = options;
  const settings: Settings = { seeds, trials, sizes, gameSeed };
  const notebooks = (await Array.fromAsync(Deno.readDir(join(runDir, "reader"))).catch(() => []))
    .map((entry) => entry.name.replace(/\.html$/, "")).sort();
  const { laptop, phone } = VIEWPORTS;
  const at = (page: string, check: Visit["check"], ...viewports: Viewport[]) =>
    viewports.map((viewport) => ({ page, viewport, check }));
  const reader = (name: keyof typeof WIDGETS) => `reader/${WIDGETS[name].notebook}.html`;
  const game = (lang: Lang, whole: boolean) => (tab: Tab) => checkPractice(tab, lang, settings.gameSeed, whole);
  const visits: Visit[] = [
    ...LANGS.flatMap((lang) => at(INDEX_PAGES[lang], (tab) => checkIndex(tab, lang, notebooks[0]), phone, laptop)),
    ...at(reader("third-card"), checkThirdCard, phone, laptop),
    ...at(reader("rerun"), (tab) => checkRerun(tab, settings, answers), phone, laptop),
    // A whole game in English on the laptop and in Chinese on the phone; the first SET in the other windows.
    ...at(PRACTICE_PAGES.en, game("en", true), laptop),
    ...at(PRACTICE_PAGES["zh-TW"], game("zh-TW", true), phone),
    ...at(PRACTICE_PAGES.en, game("en", false), phone),
    ...at(PRACTICE_PAGES["zh-TW"], game("zh-TW", false), laptop),
  ];
  const more = notebooks.find((name) => name.startsWith("07-"));
  if (more) visits.push({ page: `reader/${more}.html`, viewport: phone, check: checkFigures });
  for (const { page } of visits) {
    if (!(await exists(join(runDir, page)))) throw new Error(`no ${page} under ${runDir}: export notebooks 1, 3 and 5`);
  }
  const answers = askCommandLine(settings);
  const result: LiveCheckResult = { checks: [], problems: [], screenshots: [] };
  const report = (visit: Visit, problem: string) =>
    result.problems.push(`${visit.page} at ${visit.viewport.width} px: ${problem}`);
  try {
    await visitPages(runDir, visits, { screens, ...result, report });
  } finally {
    await Promise.allSettled(answers.values()); // no command line outlives the check
  }
  return result;
}

async function checkIndex(tab: Tab, lang: Lang, first: string): Promise<void> {
  await fits(tab, "the index");
  const start = await tab.page.$$eval(
    "section.start a",
    (links) => links.map((link) => ({ href: link.getAttribute("href"), top: link.getBoundingClientRect().top })),
  );
  ok(start.some((link) => link.href === `reader/${first}.html`), "the index says to start with the first notebook");
  const play = start.find((link) => link.href === PRACTICE_PAGES[lang]);
  ok(play, "the index links its language's practice page where it says where to start");
  ok(play.top < tab.viewport.height, `the practice game is in the first screen (at ${Math.round(play.top)} px)`);
  ok(await tab.page.$(`a[href="${INDEX_PAGES[LANGS.find((l) => l !== lang)!]}"]`), "a link to the other index");
  await tab.shot(`index-${lang}`);
  tab.passed(`index ${lang}: start with notebook 1, the practice game in the first screen`);
}

async function checkThirdCard(tab: Tab): Promise<void> {
  const { page } = tab;
  const widget = '[data-widget="third-card"]';
  const deck = `${widget} [data-deck]`;
  await page.waitForSelector(`${widget}.live`, { timeout: TIMEOUT.answer });
  equal((await page.$$(`${deck} [data-card]`)).length, 81, "the 81 cards");
  equal(await page.$eval(`${deck} [data-card="RO2T"]`, (el) => el.getAttribute("aria-label")), "two red striped ovals");
  await fits(tab, "the third card's page");
  await tab.shot("third-card-start", widget);
  const shown = () => page.$eval(`${widget} [data-third]`, (el) => (el as HTMLElement).dataset.card);
  const none = async (what: string) => equal(await page.$(`${widget} [data-third]`), null, what);
  const random = uniformStream("live-check", "third-card", tab.viewport.width);
  for (let pair = 0; pair < (tab.phone ? 2 : 6); pair++) {
    const a = Math.floor(random() * 81);
    const b = (a + 1 + Math.floor(random() * 80)) % 81;
    await pressCard(tab, deck, a);
    await none("one card picked: no third card yet");
    await pressCard(tab, deck, b);
    equal(await shown(), cardCode(thirdCard(a, b)), `the third card of ${cardCode(a)} and ${cardCode(b)}`);
    if (pair === 0) {
      const overflow = await page.$eval(widget, (el) => {
        const right = el.getBoundingClientRect().right;
        return [...el.querySelectorAll(".third-card-steps th, .third-card-steps td, .third-card-cards .card")]
          .filter((cell) => cell.getBoundingClientRect().right > right).length;
      });
      equal(overflow, 0, "the third card and its sum fit the widget");
      await tab.shot("third-card-pair", widget);
      await pressCard(tab, deck, b);
      await none("a second press puts a card back");
      await pressCard(tab, deck, b);
    }
    await page.keyboard.press("Escape");
    await none("Escape puts both cards back");
  }
  tab.passed("third card: random pairs picked, a second press and Escape put cards back, the sum fits");
  const at = await places(tab, deck);
  const [a, b] = [[0, 2], [1, 2]].map(([row, column]) => [...at].find(([, [r, c]]) => r === row && c === column)![0]);
  await pickWithKeys(tab, deck, [a, b]);
  equal(await shown(), cardCode(thirdCard(a, b)), "the third card of a pair picked with the keys");
  await tab.shot("third-card-keys", widget);
  tab.passed("third card: a pair picked with the arrow keys, Enter and Space");
}

/** Starts `deno task simulate --json` for each seed and trial count, one after another, while the browser works. */
function askCommandLine({ seeds, trials, sizes }: Settings): Answers {
  const answers: Answers = new Map();
  const decode = (bytes: Uint8Array) => new TextDecoder().decode(bytes);
  let previous: Promise<unknown> = Promise.resolve();
  for (const [count, seed] of cross(trials, seeds)) {
    const flags = ["--method", "both", "--seed", seed, "--trials", String(count), "--sizes", sizes, "--json"];
    const command = new Deno.Command(Deno.execPath(), {
      args: ["run", "--allow-all", "lib/cli/simulate.ts", ...flags],
      cwd: fileURLToPath(new URL("../../", import.meta.url)),
      env: { NO_COLOR: "1" },
    });
    const answer = previous.then(() => command.output())
      .then(({ code, stdout, stderr }) => ({ code, stdout: decode(stdout), stderr: decode(stderr) }));
    previous = answer.catch(() => {});
    answers.set(`${count}/${seed}`, answer);
  }
  return answers;
}

/** A run's JSON without the fields that can never be equal ({@link NEVER_EQUAL}). */
function comparable(run: Record<string, unknown>): Record<string, unknown> {
  const without = (object: Record<string, unknown>, fields: readonly string[]) =>
    Object.fromEntries(Object.entries(object).filter(([field]) => !fields.includes(field)));
  const results = (run.results as Record<string, unknown>[]).map((result) => without(result, NEVER_EQUAL.result));
  return { ...without(run, NEVER_EQUAL.run), results };
}

async function fillForm(tab: Tab, form: { seed: string; trials: string; sizes: string }): Promise<void> {
  for (const [name, value] of Object.entries(form)) await tab.fill(`${RERUN} input[name=${name}]`, value);
}

const commandHidden = (tab: Tab) => tab.page.$eval(`${RERUN} [data-command-line]`, (el) => (el as HTMLElement).hidden);

/** Runs the rerun with one seed and trial count and compares its JSON with the command line's, field by field. */
async function rerunAndCompare(tab: Tab, settings: Settings, answers: Answers, seed: string, trials: number) {
  const { page } = tab;
  const form = { seed, trials: String(trials), sizes: settings.sizes };
  await fillForm(tab, form);
  const inputs = (readRerunForm(form) as { inputs: RerunInputs }).inputs;
  equal(await text(tab, `${RERUN} [data-command]`), rerunCommand(inputs), "the command shown is the form's");
  // The progress line as it changes, with when, for the time left.
  await page.evaluate((selector: string) => {
    const progress = document.querySelector(selector)!;
    const log: [number, string][] = (globalThis as unknown as Logged).progressLog = [];
    new MutationObserver(() => log.push([performance.now(), progress.textContent ?? ""]))
      .observe(progress, { childList: true, characterData: true, subtree: true });
  }, `${RERUN} [data-progress]`);
  // The longest runs are timed with the command lines done, so that the time left is measured at a steady pace.
  if (trials === RERUN_TRIALS.max) await Promise.allSettled(answers.values());
  await tab.press(`${RERUN} [data-run]`);
  await page.waitForSelector(`${RERUN} [data-result]`, { timeout: TIMEOUT.run });
  const shown = JSON.parse(await text(tab, `${RERUN} [data-result]`));
  const cli = await answers.get(`${trials}/${seed}`)!;
  equal(cli.code, 0, cli.stderr);
  const expected = JSON.parse(cli.stdout);
  ok(expected.results.length > 0);
  deepEqual(comparable(shown), comparable(expected), `seed ${seed}, ${trials} trials: the page's run is the command's`);
  equal(await text(tab, `${RERUN} .rerun-of code`), rerunCommand(inputs), "the results name their command");
  // Importance sampling from 21 cards on samples nothing: its cell says why, with no interval of 0 trials.
  if (inputs.sizes.includes(21)) {
    const rows = await page.$$eval(
      `${RERUN} .rerun-table tbody tr`,
      (rows) => rows.map((row) => [...row.querySelectorAll("th, td")].map((cell) => cell.textContent ?? "")),
    );
    const row = rows.find(([n]) => n === "21");
    ok(row && /^exact: no SET-free table/.test(row[3]) && !row[3].includes("["), `the row of 21 cards: ${row}`);
  }
  ok(await commandHidden(tab), "no second command beside the results' own");
  const log = await page.evaluate(() => (globalThis as unknown as Logged).progressLog);
  const first = log.find(([, line]) => / s left/.test(line));
  if (first && trials === RERUN_TRIALS.max) {
    const said = Number(/about (\d+) s left/.exec(first[1])![1]);
    const took = (log.at(-1)![0] - first[0]) / 1000;
    ok(said <= 2 * took + 2 && took <= 2 * said + 2, `the first time left, ${said} s, against ${took.toFixed(1)} s`);
    tab.passed(`rerun: the first time left said ${said} s; it took ${took.toFixed(1)} s`);
  }
  tab.passed(
    `rerun: seed ${JSON.stringify(seed)}, ${trials} trials, sizes ${settings.sizes}: the JSON of ` +
      `${expected.results.length} estimates equal to the command line's but for ${NEVER_EQUAL.run.join(", ")}`,
  );
}

/** On the phone, one run, its chart and the page's fit; on the laptop, the other runs, the refusals and a stop. */
async function checkRerun(tab: Tab, settings: Settings, answers: Answers): Promise<void> {
  const { page } = tab;
  await page.waitForSelector(`${RERUN}.live`, { timeout: TIMEOUT.answer });
  if (tab.phone) {
    await fits(tab, "the rerun's page");
    await tab.shot("rerun-start", RERUN);
    await rerunAndCompare(tab, settings, answers, settings.seeds[0], settings.trials[0]);
    // The chart drawn at the screen's width, not shrunk: its text stays 13 px.
    const chart = await page.$eval(`${RERUN} [data-chart] svg`, (svg) => ({
      drawn: Number(svg.getAttribute("width")),
      shown: svg.getBoundingClientRect().width,
      right: svg.getBoundingClientRect().right,
    }));
    ok(Math.abs(chart.drawn - chart.shown) < 1 && chart.right <= tab.viewport.width, JSON.stringify(chart));
    await fits(tab, "the rerun's results");
    await tab.shot("rerun-done", RERUN);
    return tab.passed(`rerun: the chart drawn ${chart.drawn} px wide, its text unshrunk`);
  }
  const runs = settings.trials.flatMap((trials) => settings.seeds.map((seed) => [seed, trials] as const));
  // The first run is the phone's; with one run only, the laptop runs it again.
  const [first, ...rest] = runs.length > 1 ? runs.slice(1) : runs;
  await rerunAndCompare(tab, settings, answers, ...first);
  // Every refusal in words, in the page's language: the field marked, the old results gone, no stale command.
  const good = { seed: "42", trials: String(settings.trials[0]), sizes: settings.sizes };
  const long = "Zebra ".repeat(83) + "7"; // 500 characters: refused whole, not cut
  const bad: Partial<typeof good>[] = [{ sizes: "21-9" }, { seed: "" }, { seed: long }, { trials: "5000" }];
  bad.push({ trials: "1e6" }, { trials: String(RERUN_TRIALS.min), sizes: "9-21" }, { sizes: "" });
  for (const change of bad) {
    const form = { ...good, ...change };
    await fillForm(tab, form);
    ok(await commandHidden(tab), `no command for a form the page refuses: ${JSON.stringify(change)}`);
    const typed = await page.$eval(`${RERUN} input[name=seed]`, (el) => [...(el as HTMLInputElement).value].length);
    equal(typed, [...form.seed].length, "the seed as typed, whole");
    const expected = readRerunForm(form);
    ok("field" in expected && !expected.message.includes("--"), JSON.stringify(expected));
    await tab.press(`${RERUN} [data-run]`);
    await progressIs(tab, expected.message);
    equal(await page.$(`${RERUN} [data-result]`), null, "an error clears the results");
    equal(await page.$eval(`${RERUN} input[name=${expected.field}]`, (el) => el.getAttribute("aria-invalid")), "true");
    if (change === bad[0]) await tab.shot("rerun-refused", RERUN);
  }
  tab.passed(`rerun: ${bad.length} refusals in words, the field marked, the results cleared, a long seed whole`);
  await fillForm(tab, { ...good, trials: String(RERUN_TRIALS.max) });
  await tab.press(`${RERUN} [data-run]`);
  await page.waitForSelector(`${RERUN} [data-stop]:not([disabled])`, { timeout: TIMEOUT.answer });
  await tab.press(`${RERUN} [data-stop]`);
  await progressIs(tab, /^Stopped/);
  equal(await page.$(`${RERUN} [data-result]`), null, "a stopped run gives no result");
  await tab.shot("rerun-stopped", RERUN);
  tab.passed(`rerun: a run of ${RERUN_TRIALS.max} trials stopped with Stop`);
  for (const [seed, trials] of rest) await rerunAndCompare(tab, settings, answers, seed, trials);
  await tab.shot("rerun-done", RERUN);
}

/** Waits until the rerun's progress line says `line` (or matches it). */
function progressIs(tab: Tab, line: string | RegExp): Promise<unknown> {
  return tab.page.waitForFunction(
    (selector: string, source: string, exact: boolean) => {
      const said = document.querySelector(selector)?.textContent ?? "";
      return exact ? said === source : new RegExp(source).test(said);
    },
    { timeout: TIMEOUT.answer },
    `${RERUN} [data-progress]`,
    typeof line === "string" ? line : line.source,
    typeof line === "string",
  );
}

async function checkFigures(tab: Tab): Promise<void> {
  await fits(tab, "notebook 7's page");
  const problems = await tab.page.evaluate(textProblems);
  deepEqual(problems, [], problems.join("; "));
  const links = await tab.page.$$eval(
    "figure a.full-size",
    (links) => links.map((a) => a.getBoundingClientRect().height),
  );
  ok(links.length > 0 && links.every((height) => height > 0), "each published figure opens full size on a phone");
  await tab.shot("reader-07");
  tab.passed(`notebook 7: no raw TeX, addresses linked, ${links.length} figures open full size`);
}

/** The table shows `cards` in order; with `inView`, each inside the window once the table is scrolled to. */
async function tableIs(tab: Tab, cards: readonly Card[], what: string, inView = false): Promise<void> {
  deepEqual(await tableCodes(tab), cards.map(cardCode), what);
  if (!inView) return;
  await tab.page.$eval("[data-table]", (table) => table.scrollIntoView({ block: "start" }));
  const outside = await tab.page.$$eval("[data-table] [data-card]", (cards) =>
    cards.filter((card) => {
      const box = card.getBoundingClientRect();
      return box.left < -1 || box.top < -1 || box.right > innerWidth + 1 || box.bottom > innerHeight + 1;
    }).map((card) => (card as HTMLElement).dataset.card));
  deepEqual(outside, [], `the ${cards.length} cards inside the window`);
}

async function checkPractice(tab: Tab, lang: Lang, seed: string, whole: boolean): Promise<void> {
  const { page } = tab;
  const m = practiceMessages(lang);
  await page.waitForSelector("[data-practice].live", { timeout: TIMEOUT.answer });
  equal(await page.$eval("header a.index", (a) => a.getAttribute("href")), `../${INDEX_PAGES[lang]}`);
  ok(await page.$(`header a[href="../reader/${WIDGETS.practice.notebook}.html"]`), "a link back to notebook 5");
  await tab.fill('input[name="seed"]', seed);
  await tab.press("[data-new-game]");
  const game = new PracticeGame(seed);
  const result = () => page.$eval("[data-feedback]", (el) => el.getAttribute("data-result"));
  await fits(tab, "the practice page");
  await tableIs(tab, game.table, "the first deal of the seed", true);
  await tab.shot(`practice-${lang}-start`);
  // Three cards that are not a SET: shaken off, the table unchanged; "No SET?" then says its own answer only.
  const [a, b] = game.table;
  const miss = [a, b, game.table.find((c) => c !== a && c !== b && !isSet(a, b, c))!] as [Card, Card, Card];
  for (const card of miss) await pressCard(tab, "[data-table]", card);
  equal(await result(), "not-set", "three cards that are not a SET");
  equal(await text(tab, "[data-feedback]"), m.notSet(judge(miss).broken));
  await tableIs(tab, game.table, "a triple that is not a SET leaves the table");
  await tab.shot(`practice-${lang}-not-set`);
  await tab.press("[data-no-set]");
  equal(await text(tab, "[data-feedback]"), "", "the verdict on the triple is gone");
  equal(await text(tab, "[data-message]"), m.noSetAnswer({ ...game.noSet(), size: game.table.length }));
  await tableIs(tab, game.table, "3 more cards", true);
  await tab.shot(`practice-${lang}-15-cards`);
  tab.passed(`practice ${lang}: a triple that is not a SET shaken off; "No SET?" clears its verdict; 15 cards in view`);
  if (hasSet(game.table)) {
    const hinted = async () => (await tableCodes(tab, ".hinted")).map(parseCard);
    await tab.press("[data-hint]");
    const one = await hinted();
    ok(one.length === 1 && setsOnTable(game.table).some((set) => set.includes(one[0])), "a card of a SET hinted");
    await tab.press("[data-hint]");
    const two = await hinted();
    ok(two.length === 2 && game.table.includes(thirdCard(two[0], two[1])), "two cards of a SET hinted");
    await tab.shot(`practice-${lang}-hint`);
    tab.passed(`practice ${lang}: hints outline one card of a SET, then two`);
  }
  const clock = async () => (await text(tab, "[data-time]")).split(":").reduce((t, part) => 60 * t + Number(part), 0);
  if (whole) {
    const before = await clock();
    await tab.press('[role="tab"][data-tab="puzzles"]');
    await new Promise((done) => setTimeout(done, 2_500));
    await tab.press('[role="tab"][data-tab="game"]');
    const after = await clock();
    ok(after - before <= 1, `the clock ran ${after - before} s while the puzzles were open`);
    tab.passed(`practice ${lang}: the game's clock stopped while the puzzles were open`);
  }
  // The game to its end (or to its first SET): found SETs picked (the first with the keys), "No SET?" when none.
  for (let keys = true; !game.over && (whole || game.found.length === 0);) {
    await tableIs(tab, game.table, `the table after ${game.found.length} SETs`);
    const set = findSet(game.table);
    if (!set) {
      await tab.press("[data-no-set]");
      equal(await text(tab, "[data-message]"), m.noSetAnswer({ ...game.noSet(), size: game.table.length }));
      continue;
    }
    const cards: [Card, Card, Card] = [...set.pair, set.third];
    if (keys) {
      await pickWithKeys(tab, "[data-table]", cards);
      tab.passed(`practice ${lang}: a SET picked with the arrow keys, Enter and Space`);
      keys = false;
    } else {
      for (const card of cards) await pressCard(tab, "[data-table]", card);
    }
    game.take(cards);
    equal(await result(), "set", `the SET ${cards.map(cardCode).join(" ")}`);
    equal(await text(tab, "[data-feedback]"), m.set(cards));
    if (game.found.length === 1) await tab.shot(`practice-${lang}-set`);
  }
  await tableIs(tab, game.table, `the table after ${game.found.length} SETs`);
  if (whole) {
    equal(
      await text(tab, "[data-message]"),
      m.gameOver(game.found.length, await clock(), game.table.length, hasSet(game.table)),
      "the end: the SETs found, the time, the cards left",
    );
    await tab.shot(`practice-${lang}-end`);
    tab.passed(
      `practice ${lang}: seed ${seed} played to its end, ${game.found.length} SETs, ${game.table.length} left`,
    );
  }
  await checkPuzzles(tab, lang, whole ? 12 : 4);
}

/** The puzzles' tab: each kind as `deno task puzzle --seed 42` deals it; "Is there a SET?" with and without one. */
async function checkPuzzles(tab: Tab, lang: Lang, questions: number): Promise<void> {
  const { page } = tab;
  const m = practiceMessages(lang);
  await page.focus('[role="tab"][data-tab="game"]');
  await page.keyboard.press("ArrowRight");
  await page.waitForSelector('[data-panel="puzzles"]:not([hidden])', { timeout: TIMEOUT.answer });
  equal((await tableCodes(tab)).length, 12, "a puzzle is dealt when its tab opens");
  await tab.fill('input[name="puzzle-seed"]', "42");
  await tab.press("[data-new-puzzle]");
  const puzzles = new PracticePuzzles("42");
  await tableIs(tab, puzzles.next("some").cards, "the first puzzle of the seed");
  await tab.press('input[name="kind"][value="one"]');
  const one = puzzles.next("one");
  await tableIs(tab, one.cards, "the puzzle with exactly one SET");
  await tab.shot(`practice-${lang}-puzzle`);
  for (const card of one.sets[0]) await pressCard(tab, "[data-table]", card);
  equal(await text(tab, "[data-feedback]"), m.puzzleSet(one.sets[0]));
  await tab.shot(`practice-${lang}-puzzle-solved`);
  // "Is there a SET?": tables with a SET and without, the question the same for both.
  await tab.press('input[name="kind"][value="none"]');
  let withSet = 0;
  for (let i = 0; i < questions; i++) {
    if (i > 0) await tab.press("[data-new-puzzle]");
    const puzzle = puzzles.next("none");
    await tableIs(tab, puzzle.cards, `"Is there a SET?" number ${i + 1}`);
    equal(await text(tab, "[data-question]"), m.question("none", 12));
    await tab.press("[data-no-set]");
    equal(await text(tab, "[data-message]"), m.puzzleNoSet(puzzle.sets.length > 0));
    if (!puzzle.sets.length) continue;
    if (++withSet === 1) await tab.shot(`practice-${lang}-is-there-a-set`);
    for (const card of puzzle.sets[0]) await pressCard(tab, "[data-table]", card);
    equal(await text(tab, "[data-feedback]"), m.puzzleSet(puzzle.sets[0]));
  }
  ok(withSet > 0 && withSet < questions, `${withSet} of ${questions} "Is there a SET?" tables hold a SET`);
  tab.passed(`practice ${lang}: puzzles of each kind; "Is there a SET?": ${withSet} of ${questions} with a SET`);
}

/** The page fits its window: no wider, and on the phone every button and card a finger's width. */
async function fits(tab: Tab, what: string): Promise<void> {
  const problems = await tab.misfits();
  deepEqual(problems, [], `${what}: ${problems.join("; ")}`);
}

function text(tab: Tab, selector: string): Promise<string> {
  return tab.page.$eval(selector, (element) => element.textContent ?? "");
}

/** The codes of the cards in `[data-table]` (of those `selector` finds there), in order. */
function tableCodes(tab: Tab, selector = "[data-card]"): Promise<string[]> {
  return tab.page.$$eval(`[data-table] ${selector}`, (cards) => cards.map((card) => card.getAttribute("data-card")!));
}

function pressCard(tab: Tab, container: string, card: Card): Promise<void> {
  return tab.press(`${container} [data-card="${cardCode(card)}"]`);
}

/** Where each card of a grid is on screen, in the grid's order: its row and column, counted from the top left. */
async function places(tab: Tab, container: string): Promise<Map<Card, [number, number]>> {
  const boxes = await tab.page.$$eval(`${container} [data-card]`, (cards) =>
    cards.map((card) => {
      const box = card.getBoundingClientRect();
      return [(card as HTMLElement).dataset.card!, Math.round(box.top), Math.round(box.left)] as const;
    }));
  const rank = (values: number[]) => [...new Set(values)].sort((a, b) => a - b);
  const [tops, lefts] = [rank(boxes.map((b) => b[1])), rank(boxes.map((b) => b[2]))];
  return new Map(boxes.map(([code, top, left]) => [parseCard(code), [tops.indexOf(top), lefts.indexOf(left)]]));
}

/** Picks cards with the keys: from the first card, arrows along the row then the column; Space for the second. */
async function pickWithKeys(tab: Tab, container: string, cards: readonly Card[]): Promise<void> {
  const at = await places(tab, container);
  await tab.page.focus(`${container} [data-card]`);
  let [row, column] = [...at.values()][0];
  for (const [i, card] of cards.entries()) {
    const [r, c] = at.get(card)!;
    const keys = [
      ...Array(Math.abs(c - column)).fill(c > column ? "ArrowRight" : "ArrowLeft"),
      ...Array(Math.abs(r - row)).fill(r > row ? "ArrowDown" : "ArrowUp"),
      i === 1 ? " " : "Enter",
    ];
    for (const key of keys) await tab.page.keyboard.press(key);
    [row, column] = [r, c];
  }
}

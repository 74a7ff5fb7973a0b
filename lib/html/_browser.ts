/**
 * What the two page checks share: headless Chromium (puppeteer-core, the system's browser), pages opened from
 * `file://` offline in a laptop's or a phone's window, and what a page must do there: fit, with 44-px targets.
 *
 * @module
 */
import puppeteer, { type Browser, type Page } from "puppeteer-core";
import { join, resolve } from "node:path";
import { pathToFileURL } from "node:url";

/** The windows a page is checked in: a laptop's browser, and a phone's (390 × 844 CSS pixels, touch). */
export const VIEWPORTS = {
  laptop: { width: 1280, height: 800, deviceScaleFactor: 1, isMobile: false, hasTouch: false },
  phone: { width: 390, height: 844, deviceScaleFactor: 1, isMobile: true, hasTouch: true },
};

/** A browser window's size and kind. */
export type Viewport = typeof VIEWPORTS.laptop;

/** The smallest a button or card may be on a phone, each way, in CSS pixels (WCAG's target size). */
const MIN_TARGET = 44;

/** The path of a Chromium to use: `$CHROMIUM`, the usual places, then `$PATH`; `undefined` when there is none. */
export function findBrowser(): string | undefined {
  const names = ["chromium", "chromium-browser", "google-chrome", "google-chrome-stable"];
  const dirs = ["/usr/bin", ...(Deno.env.get("PATH") ?? "").split(":").filter(Boolean)];
  const fromEnv = Deno.env.get("CHROMIUM");
  return [...(fromEnv ? [fromEnv] : []), ...dirs.flatMap((dir) => names.map((name) => `${dir}/${name}`))]
    .find((path) => {
      try {
        return Deno.statSync(path).isFile;
      } catch {
        return false;
      }
    });
}

/** Throws, saying how to get one, when there is no Chromium: called before any work. */
export function requireBrowser(): string {
  const path = findBrowser();
  if (!path) throw new Error("no Chromium found (Debian: apt-get install chromium; or set $CHROMIUM)");
  return path;
}

/** Runs in the page: the page wider than its window, and on a phone every visible button, tab or card too small. */
function fitProblems(width: number, phone: boolean, minTarget: number): string[] {
  const wide = document.documentElement.scrollWidth;
  const problems = wide > width ? [`the page is ${wide} px wide in a window of ${width}`] : [];
  for (const element of phone ? document.querySelectorAll('button, [role="button"], [role="tab"], .card') : []) {
    const { width: w, height: h } = element.getBoundingClientRect();
    if ((w || h) && (w < minTarget || h < minTarget)) {
      const name = element.getAttribute("aria-label") ?? element.textContent?.trim().slice(0, 30);
      problems.push(`${element.tagName.toLowerCase()} “${name}” is ${Math.round(w)} × ${Math.round(h)} px`);
    }
  }
  return problems;
}

/** Runs in the page: raw TeX (`$`, `\cmd`, `S_{4,3}`, `(Z3)^d`) and unlinked addresses; code and pictures aside. */
export function textProblems(): string[] {
  const tex = /\$|\\[a-zA-Z]+|\\[()[\]{}]|[\w)\]}][_^]\{|(?<![\w.])[A-Za-z]_[A-Za-z0-9](?!\w)|[\w)\]]\^[\w(]/;
  const problems: string[] = [];
  const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const parent = node.parentElement;
    if (!parent || parent.closest("pre, code, script, style, textarea, svg, .katex, .katex-display")) continue;
    const text = node.textContent ?? "";
    const around = (at: number) => text.slice(Math.max(0, at - 30), at + 30).replace(/\s+/g, " ").trim();
    const math = tex.exec(text);
    if (math) problems.push(`raw TeX in the text: “${around(math.index)}”`);
    const address = /https?:\/\//.exec(text);
    if (address && !parent.closest("a")) problems.push(`an address not linked: “${around(address.index)}”`);
  }
  return problems;
}

/** A page open in one window, and what a check does with it. */
export class Tab {
  constructor(readonly page: Page, readonly viewport: Viewport, readonly log: Omit<Log, "report">) {}

  get phone(): boolean {
    return this.viewport.hasTouch;
  }

  /** Records a check that passed, with the window's width. */
  passed(line: string): void {
    this.log.checks.push(`${line} (${this.viewport.width} px)`);
  }

  /** A click on the laptop, a tap on the phone. */
  press(selector: string): Promise<void> {
    return this.phone ? this.page.tap(selector) : this.page.click(selector);
  }

  /** Types `value` into an input as a reader does: what is there selected and typed over. */
  async fill(selector: string, value: string): Promise<void> {
    await this.page.click(selector, { count: 3 });
    await this.page.keyboard.press("Backspace");
    await this.page.type(selector, value);
  }

  /** What does not fit the window: the page when wider, and on a phone every button and card under 44 px. */
  misfits(): Promise<string[]> {
    return this.page.evaluate(fitProblems, this.viewport.width, this.phone, MIN_TARGET);
  }

  /** Writes `NAME-WIDTH.png` of the whole page, or of an element, into the screenshots' folder when there is one. */
  async shot(name: string, selector?: string): Promise<void> {
    if (!this.log.screens) return;
    const path = join(this.log.screens, `${name}-${this.viewport.width}.png`) as `${string}.png`;
    const element = selector ? await this.page.$(selector) : null;
    await (element ?? this.page).screenshot({ path, ...(element ? {} : { fullPage: true }) });
    this.log.screenshots.push(path);
  }
}

/** Where a check says what it saw: the screenshots' folder, if any, and the lists it adds to. */
type Log = {
  screens?: string;
  screenshots: string[];
  checks: string[];
  report: (visit: Visit, problem: string) => void;
};

/** A page of a folder, the window it is opened in, and what is checked there. */
export type Visit = { page: string; viewport: Viewport; check: (tab: Tab) => Promise<void> };

/**
 * Opens each page of `dir` in its window in headless Chromium, offline, and runs its check. `report` hears of a
 * console error, an uncaught exception, a file that did not load, a request for anything but a `file:`, `data:` or
 * `blob:` address, and the first line of what the check threw.
 */
export async function visitPages(dir: string, visits: readonly Visit[], log: Log): Promise<void> {
  if (log.screens) await Deno.mkdir(log.screens, { recursive: true });
  const userDataDir = await Deno.makeTempDir({ prefix: "set-chromium-" });
  let browser: Browser | undefined;
  try {
    browser = await puppeteer.launch({ executablePath: requireBrowser(), headless: true, userDataDir, args: FLAGS });
    for (const visit of visits) {
      const started = performance.now();
      const report = (problem: string) => log.report(visit, problem);
      const page = await browser.newPage();
      try {
        await page.setViewport(visit.viewport);
        await page.setOfflineMode(true);
        await page.setRequestInterception(true);
        page.on("request", (request) => {
          if (/^(file|data|blob):/.test(request.url())) return request.continue();
          report(`tried to load ${request.url()}`);
          request.abort();
        });
        page.on("requestfailed", (request) => {
          const url = request.url();
          if (url.startsWith("file:")) report(`could not load ${url} (${request.failure()?.errorText})`);
        });
        page.on("console", (message) => message.type() === "error" && report(`console error: ${message.text()}`));
        page.on("pageerror", (error) => report(`uncaught ${String(error)}`));
        await page.goto(pathToFileURL(resolve(dir, visit.page)).href, { waitUntil: "load", timeout: 60_000 });
        await visit.check(new Tab(page, visit.viewport, log));
      } catch (error) {
        report((error as Error).message.split("\n")[0]);
      } finally {
        await page.close();
        const seconds = ((performance.now() - started) / 1000).toFixed(1);
        log.checks.push(`${visit.page} at ${visit.viewport.width} px: checked in ${seconds} s`);
      }
    }
  } finally {
    await browser?.close();
    await Deno.remove(userDataDir, { recursive: true }).catch(() => {});
  }
}

/** Chromium headless, as root, with no background traffic. */
const FLAGS = ("--headless --no-sandbox --disable-gpu --no-first-run --disable-background-networking " +
  "--disable-component-update --disable-sync --hide-scrollbars --font-render-hinting=none").split(" ");

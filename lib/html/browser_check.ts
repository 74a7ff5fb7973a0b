/**
 * Opens exported pages in a real browser — headless Chromium, from `file://`,
 * with the network cut off — and reports what a reader would see wrong:
 *
 * - a picture (inline SVG or image) of zero size, or blank (one colour);
 * - raw TeX left in the visible text (`$`, `\mathbb`, `\pmod`, `S_{4,3}`, `F_q^n`, `(Z3)^d`, …; code and
 *   printed output excepted), or a formula KaTeX could not typeset; a web address written out but not linked;
 * - a page wider than the window, at 1280 px (a laptop) and at 390 px (a phone, where every button and card must
 *   also be at least 44 px each way, a finger's width);
 * - a console error, an uncaught exception, or a request that failed or
 *   tried to leave the folder;
 * - a link between pages that leads nowhere (a missing file or anchor), and
 *   a notebook page without its links to the index and to its other edition (a
 *   practice page, `play/*.html`, to its other language).
 *
 * Asked to (`screens`), it writes a full-page screenshot of each page at both widths (`EDITION-NAME-1280.png`,
 * `EDITION-NAME-390.png`, `index-1280.png`, …) for a person to look at.
 *
 * The browser is driven with puppeteer-core (npm) and the system's Chromium
 * (Debian's `chromium`, installed by `lib/setup.sh`).
 *
 * `deno task pages [RUN]` runs it on a run's folder (lib/cli/pages.ts).
 *
 * @module
 */
import puppeteer, { type Browser, type Page } from "puppeteer-core";
// @ts-types="npm:@types/pngjs@6.0.5"
import { PNG } from "pngjs";
import { Buffer } from "node:buffer";
import { join, resolve } from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import { LANGS } from "../common/lang.ts";
import { INDEX_PAGES } from "../web/practice_page.ts";

/** Where Chromium may be: `$CHROMIUM` first, then the usual names. */
const CANDIDATES = [
  "/usr/bin/chromium",
  "/usr/bin/chromium-browser",
  "/usr/bin/google-chrome",
  "/usr/bin/google-chrome-stable",
];

/** The flags Chromium runs with: headless, as root, no background traffic. */
export const CHROMIUM_FLAGS = [
  "--headless",
  "--no-sandbox",
  "--disable-gpu",
  "--no-first-run",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--hide-scrollbars",
  "--font-render-hinting=none",
];

/** The path of a Chromium to use, or `undefined` when there is none: `$CHROMIUM`, the usual places, then `$PATH`. */
export function findBrowser(): string | undefined {
  const fromEnv = Deno.env.get("CHROMIUM");
  const onPath = (Deno.env.get("PATH") ?? "").split(":").filter(Boolean).flatMap((dir) =>
    ["chromium", "chromium-browser", "google-chrome"].map((name) => `${dir}/${name}`)
  );
  for (const path of [...(fromEnv ? [fromEnv] : []), ...CANDIDATES, ...onPath]) {
    try {
      if (Deno.statSync(path).isFile) return path;
    } catch { /* try the next */ }
  }
  return undefined;
}

/**
 * The Chromium to use ({@link findBrowser}).
 *
 * @throws {Error} saying how to get one when there is none.
 */
export function requireBrowser(): string {
  const path = findBrowser();
  if (!path) throw new Error("no Chromium found (Debian: apt-get install chromium; or set $CHROMIUM)");
  return path;
}

/**
 * Runs `use` with headless Chromium ({@link requireBrowser}) on a profile of its own, then closes it and removes the
 * profile, whatever `use` did.
 *
 * @throws {Error} when no browser is found.
 */
export async function withBrowser<T>(use: (browser: Browser) => Promise<T>): Promise<T> {
  const executablePath = requireBrowser();
  const profile = await Deno.makeTempDir({ prefix: "set-chromium-" });
  try {
    const browser = await puppeteer.launch({
      executablePath,
      headless: true,
      userDataDir: profile,
      args: CHROMIUM_FLAGS,
    });
    try {
      return await use(browser);
    } finally {
      await browser.close();
    }
  } finally {
    await Deno.remove(profile, { recursive: true }).catch(() => {});
  }
}

/** Options of {@link checkPages}. */
export interface CheckOptions {
  /** Folder for the screenshots; none are written when absent. */
  screens?: string;
}

/** A browser window: its size, and for a phone its touch screen. */
export type Viewport = {
  width: number;
  height: number;
  deviceScaleFactor: number;
  isMobile?: boolean;
  hasTouch?: boolean;
};

/** The windows a page is checked in: a laptop's browser, and a phone's (390 × 844 CSS pixels, touch). */
export const VIEWPORTS: { laptop: Viewport; phone: Viewport } = {
  laptop: { width: 1280, height: 800, deviceScaleFactor: 1 },
  phone: { width: 390, height: 844, deviceScaleFactor: 1, isMobile: true, hasTouch: true },
};

/** The smallest a button or card may be on a phone, each way, in CSS pixels (WCAG's target size). */
export const MIN_TARGET = 44;

/**
 * Runs in the page: what does not fit its window, `width` CSS pixels wide: the page itself when wider, and on a
 * phone (under 500 px) every visible button, tab and card smaller than `minTarget` either way.
 */
export function fitProblems(width: number, minTarget: number): string[] {
  const problems: string[] = [];
  const wide = document.documentElement.scrollWidth;
  if (wide > width) problems.push(`the page is ${wide} px wide in a window of ${width}`);
  if (width >= 500) return problems;
  for (const element of document.querySelectorAll<HTMLElement>('button, [role="button"], [role="tab"], .card')) {
    const { width: w, height: h } = element.getBoundingClientRect();
    if ((w || h) && (w < minTarget || h < minTarget)) {
      const name = element.getAttribute("aria-label") ?? element.textContent?.trim().slice(0, 30);
      problems.push(`${element.tagName.toLowerCase()} “${name}” is ${Math.round(w)} × ${Math.round(h)} px`);
    }
  }
  return problems;
}

/**
 * Runs in the page: raw TeX left in its visible text (delimiters and commands, and sub- and superscripts written
 * out: `S_{4,3}`, `F_q^n`, `(Z3)^d`), and web addresses written out but not linked; code, printed output and
 * pictures are not looked at.
 */
export function textProblems(): string[] {
  const skip = "pre, code, script, style, textarea, svg, .katex, .katex-display";
  const tex = /\$|\\[a-zA-Z]+|\\[()[\]{}]|[\w)\]}][_^]\{|(?<![\w.])[A-Za-z]_[A-Za-z0-9](?!\w)|[\w)\]]\^[\w(]/;
  const problems: string[] = [];
  const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const parent = node.parentElement;
    if (!parent || parent.closest(skip)) continue;
    const text = node.textContent ?? "";
    const around = (at: number) => text.slice(Math.max(0, at - 30), at + 30).replace(/\s+/g, " ").trim();
    const math = tex.exec(text);
    if (math) problems.push(`raw TeX in the text: “${around(math.index)}”`);
    const address = /https?:\/\//.exec(text);
    if (address && !parent.closest("a")) problems.push(`an address not linked: “${around(address.index)}”`);
  }
  return problems;
}

/** What {@link checkPages} found. */
export interface CheckResult {
  /** Pages checked, relative to the export folder. */
  pages: string[];
  /** One line per problem, starting with the page. */
  problems: string[];
  /** Screenshots written. */
  screenshots: string[];
  /** Pictures looked at, in all pages. */
  pictures: number;
}

async function listPages(outDir: string): Promise<string[]> {
  const pages: string[] = [];
  for (const folder of ["html", "reader", "play"]) {
    try {
      for await (const entry of Deno.readDir(join(outDir, folder))) {
        if (entry.isFile && entry.name.endsWith(".html")) pages.push(`${folder}/${entry.name}`);
      }
    } catch (error) {
      if (!(error instanceof Deno.errors.NotFound)) throw error;
    }
  }
  pages.sort();
  for (const index of Object.values(INDEX_PAGES)) {
    if (await Deno.stat(join(outDir, index)).then((info) => info.isFile, () => false)) pages.push(index);
  }
  return pages;
}

/** Share of pixels that differ from the most common colour. */
export function inkShare(png: Uint8Array): number {
  const image = PNG.sync.read(Buffer.from(png));
  const counts = new Map<number, number>();
  const { data } = image;
  for (let i = 0; i < data.length; i += 4) {
    const key = ((data[i] >> 3) << 10) | ((data[i + 1] >> 3) << 5) | (data[i + 2] >> 3);
    counts.set(key, (counts.get(key) ?? 0) + 1);
  }
  const most = Math.max(...counts.values());
  const total = data.length / 4;
  return total ? 1 - most / total : 0;
}

interface PageFacts {
  pictures: { index: number; x: number; y: number; width: number; height: number; what: string }[];
  katexErrors: string[];
  links: { href: string; resolved: string }[];
  missingAnchors: string[];
}

/** Runs in the page: pictures, KaTeX errors and links. */
function inspect(): PageFacts {
  const pictures: PageFacts["pictures"] = [];
  const all = [...document.querySelectorAll("svg, img")].filter((el) =>
    !el.closest(".katex") && !(el.parentElement && el.parentElement.closest("svg"))
  );
  all.forEach((el, index) => {
    const rect = el.getBoundingClientRect();
    const label = el.tagName.toLowerCase() === "img"
      ? `img ${(el as HTMLImageElement).alt || ""}`
      : `svg ${(el.textContent ?? "").trim().slice(0, 40)}`;
    pictures.push({
      index,
      x: rect.left + scrollX,
      y: rect.top + scrollY,
      width: rect.width,
      height: rect.height,
      what: label,
    });
  });
  const katexErrors = [...document.querySelectorAll(".katex-error")].map((el) => el.textContent ?? "");
  const links = [...document.querySelectorAll("a[href]")].map((a) => ({
    href: a.getAttribute("href") ?? "",
    resolved: (a as HTMLAnchorElement).href,
  }));
  const missingAnchors = links
    .filter(({ href }) => href.startsWith("#") && href.length > 1)
    .filter(({ href }) => !document.getElementById(decodeURIComponent(href.slice(1))))
    .map(({ href }) => href);
  return { pictures, katexErrors, links, missingAnchors };
}

async function linkProblems(page: string, links: PageFacts["links"]): Promise<string[]> {
  const problems: string[] = [];
  for (const { href, resolved } of links) {
    if (!resolved.startsWith("file:")) continue; // a web link: not followed offline
    if (href.startsWith("#")) continue; // checked in the page
    const url = new URL(resolved);
    const path = fileURLToPath(url.href.replace(/#.*$/, ""));
    let stat: Deno.FileInfo;
    try {
      stat = await Deno.stat(path);
    } catch {
      problems.push(`${page}: broken link ${href} (no ${path})`);
      continue;
    }
    if (url.hash && stat.isFile && path.endsWith(".html")) {
      const id = decodeURIComponent(url.hash.slice(1));
      const target = await Deno.readTextFile(path);
      if (!target.includes(`id="${id}"`)) problems.push(`${page}: broken link ${href} (no anchor #${id})`);
    }
  }
  return problems;
}

/**
 * Opens a page from `file://` in a new tab with the network cut off, the window given, and every problem a reader
 * would not see told to `report`: a console error, an uncaught exception, a file that failed to load, a request for
 * anything but a file, `data:` or `blob:` (the live pages' workers) address.
 */
export async function openOffline(
  browser: Browser,
  url: string,
  viewport: Viewport,
  report: (problem: string) => void,
): Promise<Page> {
  const page = await browser.newPage();
  await page.setViewport(viewport);
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
  page.on("console", (message) => {
    if (message.type() === "error") report(`console error: ${message.text()}`);
  });
  page.on("pageerror", (error) => report(`uncaught ${String(error)}`));
  await page.goto(url, { waitUntil: "load", timeout: 60_000 });
  return page;
}

async function checkPage(
  browser: Browser,
  outDir: string,
  relativePage: string,
  options: CheckOptions,
): Promise<{ problems: string[]; screenshots: string[]; pictures: number }> {
  const problems: string[] = [];
  // Each problem once: the page loads twice, in a laptop's window and a phone's.
  const report = (line: string) => problems.includes(line) || problems.push(line);
  const url = pathToFileURL(resolve(outDir, relativePage)).href;
  const page = await openOffline(browser, url, VIEWPORTS.laptop, (problem) => report(`${relativePage}: ${problem}`));
  try {
    await page.evaluate(() => document.fonts.ready.then(() => undefined));
    const facts = await page.evaluate(inspect);
    for (const picture of facts.pictures) {
      const name = `picture ${picture.index + 1} (${picture.what})`;
      if (picture.width < 1 || picture.height < 1) {
        report(`${relativePage}: ${name} has zero size (${picture.width} × ${picture.height})`);
        continue;
      }
      const png = await page.screenshot({
        type: "png",
        clip: { x: picture.x, y: picture.y, width: picture.width, height: picture.height },
        captureBeyondViewport: true,
      });
      if (inkShare(png) < 0.002) report(`${relativePage}: ${name} is blank`);
    }
    for (const problem of await page.evaluate(textProblems)) report(`${relativePage}: ${problem}`);
    for (const error of facts.katexErrors) report(`${relativePage}: formula not typeset: ${error}`);
    for (const anchor of facts.missingAnchors) report(`${relativePage}: broken link ${anchor}`);
    for (const problem of await linkProblems(relativePage, facts.links)) report(problem);
    const [folder, file] = relativePage.includes("/") ? relativePage.split("/") : ["", relativePage];
    const lang = LANGS.find((lang) => file === `${lang}.html` || file === INDEX_PAGES[lang]) ?? "en";
    const other = LANGS.find((other) => other !== lang)!;
    // The index of the page's language and the other edition: the full notebook or the reader's; for a practice
    // page and an index, the other language's.
    const needed = folder === ""
      ? [INDEX_PAGES[other]]
      : folder === "play"
      ? [`../${INDEX_PAGES[lang]}`, `${other}.html`]
      : ["../index.html", folder === "html" ? `../reader/${file}` : `../html/${file}`];
    for (const href of needed) {
      if (!facts.links.some((link) => link.href === href)) report(`${relativePage}: no link to ${href}`);
    }
    const screenshots: string[] = [];
    for (const viewport of [VIEWPORTS.laptop, VIEWPORTS.phone]) {
      await page.setViewport(viewport); // the phone's touch screen reloads the page
      const fit = await page.evaluate(fitProblems, viewport.width, MIN_TARGET);
      for (const problem of fit) report(`${relativePage} at ${viewport.width} px: ${problem}`);
      if (options.screens) {
        const path = join(
          options.screens,
          `${relativePage.replace(/\.html$/, "").replace("/", "-")}-${viewport.width}.png`,
        );
        await page.screenshot({ path: path as `${string}.png`, fullPage: true, type: "png" });
        screenshots.push(path);
      }
    }
    return { problems, screenshots, pictures: facts.pictures.length };
  } finally {
    await page.close();
  }
}

/**
 * Checks every page of an export (`html/*.html`, `reader/*.html`,
 * `index.html`) in headless Chromium ({@link findBrowser}), offline.
 *
 * @throws {Error} when no browser is found or none of those pages exists.
 */
export async function checkPages(outDir: string, options: CheckOptions = {}): Promise<CheckResult> {
  requireBrowser(); // before any work
  const pages = await listPages(outDir);
  if (!pages.length) throw new Error(`no pages under ${outDir} (html/, reader/, index.html)`);
  if (options.screens) await Deno.mkdir(options.screens, { recursive: true });
  const result: CheckResult = { pages, problems: [], screenshots: [], pictures: 0 };
  await withBrowser(async (browser) => {
    for (const page of pages) {
      const { problems, screenshots, pictures } = await checkPage(browser, outDir, page, options);
      result.problems.push(...problems);
      result.pictures += pictures;
      result.screenshots.push(...screenshots);
    }
  });
  return result;
}

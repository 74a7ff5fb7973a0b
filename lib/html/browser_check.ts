/**
 * A run's pages opened in headless Chromium, offline, on a laptop and a phone, and what a reader would see wrong
 * reported (`deno task pages [RUN]`).
 *
 * @module
 */
// @ts-types="npm:@types/pngjs@6.0.5"
import { PNG } from "pngjs";
import { Buffer } from "node:buffer";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { exists } from "../common/files.ts";
import { LANGS } from "../common/lang.ts";
import { INDEX_PAGES } from "../web/practice_page.ts";
import { requireBrowser, type Tab, textProblems, VIEWPORTS, visitPages } from "./_browser.ts";

export { findBrowser } from "./_browser.ts";

/**
 * What {@link checkPages} found: the pages (relative to the run's folder), the problems (one line each, starting
 * with the page), the screenshots written, and how many pictures were looked at.
 */
export type CheckResult = { pages: string[]; problems: string[]; screenshots: string[]; pictures: number };

/**
 * Checks every page of a run's folder (`html/`, `reader/`, `play/`, the indexes) for a picture of zero size or blank,
 * raw TeX or a formula not typeset, an address not linked, a page wider than its window or a phone's target under
 * 44 px, a console error, a failed or outside request, a broken link or anchor, a missing link to the index or the
 * other edition; with a screenshot of each at both widths in `screens` when given. Cost: two page loads per page.
 *
 * @throws {Error} when no browser is found or the folder holds none of those pages.
 */
export async function checkPages(dir: string, { screens }: { screens?: string } = {}): Promise<CheckResult> {
  requireBrowser();
  const pages = (await Promise.all(
    ["html", "reader", "play"].map(async (folder) =>
      (await Array.fromAsync(Deno.readDir(join(dir, folder))).catch(() => []))
        .filter((entry) => entry.isFile && entry.name.endsWith(".html")).map((entry) => `${folder}/${entry.name}`)
    ),
  )).flat().sort();
  for (const index of Object.values(INDEX_PAGES)) if (await exists(join(dir, index))) pages.push(index);
  if (!pages.length) throw new Error(`no pages under ${dir} (html/, reader/, play/, index.html)`);
  const problems = new Set<string>(); // each once: every page loads twice
  const result = { pages, problems: [], screenshots: [], pictures: 0 };
  const visits = pages.flatMap((page) =>
    [VIEWPORTS.laptop, VIEWPORTS.phone].map((viewport) => ({
      page,
      viewport,
      check: async (tab: Tab) => {
        if (!tab.phone) result.pictures += await checkPage(tab, page, (problem) => problems.add(`${page}: ${problem}`));
        for (const problem of await tab.misfits()) problems.add(`${page} at ${viewport.width} px: ${problem}`);
        await tab.shot(page.replace(/\.html$/, "").replace("/", "-"));
      },
    }))
  );
  const report = (visit: { page: string }, problem: string) => problems.add(`${visit.page}: ${problem}`);
  await visitPages(dir, visits, { screens, screenshots: result.screenshots, checks: [], report });
  return { ...result, problems: [...problems] };
}

/** Checks a page's pictures, text, formulas and links; returns how many pictures it has. */
async function checkPage(tab: Tab, page: string, report: (problem: string) => void): Promise<number> {
  await tab.page.evaluate(() => document.fonts.ready.then(() => undefined));
  const facts = await tab.page.evaluate(inspect);
  for (const [i, { what, ...clip }] of facts.pictures.entries()) {
    const name = `picture ${i + 1} (${what})`;
    if (clip.width < 1 || clip.height < 1) report(`${name} has zero size (${clip.width} × ${clip.height})`);
    else {
      const png = await tab.page.screenshot({ type: "png", clip, captureBeyondViewport: true });
      if (inkShare(png) < 0.002) report(`${name} is blank`);
    }
  }
  for (const problem of await tab.page.evaluate(textProblems)) report(problem);
  for (const error of facts.katexErrors) report(`formula not typeset: ${error}`);
  for (const { href, resolved } of facts.links.filter((link) => link.resolved.startsWith("file:"))) {
    const url = new URL(resolved);
    const path = fileURLToPath(url.href.replace(/#.*$/, ""));
    const info = await Deno.stat(path).catch(() => undefined);
    const id = decodeURIComponent(url.hash.slice(1));
    if (!info) report(`broken link ${href} (no ${path})`);
    else if (id && info.isFile && path.endsWith(".html") && !(await Deno.readTextFile(path)).includes(`id="${id}"`)) {
      report(`broken link ${href}`);
    }
  }
  const [folder, file] = page.includes("/") ? page.split("/") : ["", page];
  const lang = LANGS.find((lang) => file === `${lang}.html` || file === INDEX_PAGES[lang]) ?? "en";
  const other = LANGS.find((other) => other !== lang)!;
  const needed = folder === ""
    ? [INDEX_PAGES[other]]
    : folder === "play"
    ? [`../${INDEX_PAGES[lang]}`, `${other}.html`]
    : ["../index.html", `../${folder === "html" ? "reader" : "html"}/${file}`];
  for (const href of needed) if (!facts.links.some((link) => link.href === href)) report(`no link to ${href}`);
  return facts.pictures.length;
}

/** Runs in the page: its pictures (where, and what they are), KaTeX's errors and its links. */
function inspect() {
  const pictures = [...document.querySelectorAll("svg, img")]
    .filter((el) => !el.closest(".katex") && !el.parentElement?.closest("svg"))
    .map((el) => {
      const { left, top, width, height } = el.getBoundingClientRect();
      const what = el instanceof HTMLImageElement
        ? `img ${el.alt}`
        : `svg ${(el.textContent ?? "").trim().slice(0, 40)}`;
      return { x: left + scrollX, y: top + scrollY, width, height, what };
    });
  const katexErrors = [...document.querySelectorAll(".katex-error")].map((el) => el.textContent ?? "");
  const links = [...document.querySelectorAll("a[href]")]
    .map((a) => ({ href: a.getAttribute("href")!, resolved: (a as HTMLAnchorElement).href }));
  return { pictures, katexErrors, links };
}

/** The share of a PNG's pixels unlike its most common colour: under 0.2 %, the picture is blank. */
function inkShare(png: Uint8Array): number {
  const { data } = PNG.sync.read(Buffer.from(png));
  const counts = new Map<number, number>();
  for (let i = 0; i < data.length; i += 4) {
    const key = ((data[i] >> 3) << 10) | ((data[i + 1] >> 3) << 5) | (data[i + 2] >> 3);
    counts.set(key, (counts.get(key) ?? 0) + 1);
  }
  return data.length ? 1 - Math.max(...counts.values()) / (data.length / 4) : 0;
}

import { deepEqual, equal, ok, rejects } from "node:assert/strict";
import { join } from "node:path";
import { checkPages, findBrowser } from "./browser_check.ts";
import { exportSite } from "./export.ts";
import { fixtureExport } from "./_testing.ts";

const BROWSER = findBrowser();
const PHONE = '<meta name="viewport" content="width=device-width, initial-scale=1">';
if (!BROWSER) {
  console.warn(
    "browser_check_test: SKIPPED — no Chromium on this machine. On Debian, `bash lib/setup.sh` installs it " +
      "(apt-get install chromium, as root); elsewhere install Chromium or Chrome and set $CHROMIUM to its path.",
  );
}
// `deno task test` checks every page of a real run in Chromium right after the unit tests (lib/cli/test.sh sets
// SUITE_CHECKS_PAGES=1): there the passing pass over a fixture export is not made twice.
const PAGES_CHECKED_LATER = Deno.env.get("SUITE_CHECKS_PAGES") === "1";

/** A browser test: skipped without Chromium, given a fresh export folder (made by `makeOut`) it removes after. */
function browserTest(
  name: string,
  fn: (out: string) => Promise<void>,
  makeOut = () => Deno.makeTempDir(),
  { checkedLater = false } = {},
): void {
  Deno.test({
    name,
    ignore: !BROWSER || (checkedLater && PAGES_CHECKED_LATER),
    sanitizeResources: false,
    sanitizeOps: false,
    fn: async () => {
      const out = await makeOut();
      try {
        await fn(out);
      } finally {
        await Deno.remove(out, { recursive: true });
      }
    },
  });
}

browserTest(
  "checkPages() passes every page of an export, offline, and writes a screenshot of each",
  async (out) => {
    await exportSite({ outDir: out });
    const screens = join(out, "screens");
    const result = await checkPages(out, { screens });
    deepEqual(result.problems, []);
    equal(result.pages.length, 8); // two notebooks in both editions, the practice pages, the two indexes
    equal(result.pictures, 4 + 2 * 12); // two pictures in both editions; each practice page's first 12 cards
    equal(result.screenshots.length, 2 * 8); // each at 1280 and 390 px
    for (const shot of result.screenshots) ok((await Deno.stat(shot)).size > 1000, shot);
  },
  () => fixtureExport("set-pages-"),
  { checkedLater: true },
);

browserTest(
  "checkPages() reports blank and empty pictures, raw TeX, console errors, web requests and broken links",
  async (out) => {
    await Deno.mkdir(join(out, "html"));
    await Deno.mkdir(join(out, "reader"));
    await Deno.writeTextFile(
      join(out, "index.html"),
      `<!doctype html><title>i</title>${PHONE}<a href="html/bad.html">bad</a><a href="index.zh-TW.html">中文</a>`,
    );
    await Deno.writeTextFile(
      join(out, "reader/bad.html"),
      `<!doctype html>${PHONE}<a href="../index.html">i</a><a href="../html/bad.html">f</a>`,
    );
    await Deno.writeTextFile(
      join(out, "html/bad.html"),
      `<!doctype html><title>bad</title>${PHONE}
<a href="../index.html">index</a> <a href="../reader/bad.html">reader</a>
<p>Caps of (Z3)^d, of F_q^n and S_{4,3}; see https://oeis.org/A090245, or <a href="https://oeis.org/">https://oeis.org/</a>.</p>
<div style="width: 500px">wide</div> <button style="height: 30px">small</button>
<figure><svg width="200" height="100"><rect width="200" height="100" fill="white"/></svg></figure>
<figure><svg width="0" height="0"><rect width="10" height="10" fill="red"/></svg></figure>
<figure><svg width="100" height="50"><rect width="100" height="50" fill="white"/><circle r="20" cx="50" cy="25" fill="red"/></svg></figure>
<p>Cards are points of $(\\mathbb{Z}_3)^4$.</p>
<pre>const cost = \`\${x}\`; // code may hold $ and \\n</pre>
<a href="missing.html">gone</a> <a href="../reader/bad.html#nowhere">no anchor</a> <a href="#top">no top</a>
<a href="https://example.org/">the web, not followed</a>
<img src="https://example.org/a.png" alt="from the web">
<script>console.error("boom")</script>`,
    );
    const { problems } = await checkPages(out);
    const about = (pattern: RegExp) => problems.filter((p) => pattern.test(p));
    equal(about(/picture 1 .*is blank/).length, 1, problems.join("\n"));
    equal(about(/picture 2 .*zero size/).length, 1, problems.join("\n"));
    equal(about(/picture 3 /).length, 0, problems.join("\n"));
    equal(about(/raw TeX.*mathbb/).length, 1, problems.join("\n"));
    equal(about(/raw TeX.*cost/).length, 0, problems.join("\n"));
    equal(about(/raw TeX.*Caps of/).length, 1, problems.join("\n")); // one per piece of text
    equal(about(/an address not linked: .*A090245/).length, 1, problems.join("\n"));
    equal(about(/at 390 px: the page is 5\d\d px wide in a window of 390/).length, 1, problems.join("\n"));
    equal(about(/at 390 px: button “small” is \d+ × 30 px/).length, 1, problems.join("\n"));
    equal(about(/at 1280 px/).length, 0, problems.join("\n"));
    equal(about(/console error: boom/).length, 1, problems.join("\n"));
    equal(about(/tried to load https:\/\/example\.org\/a\.png/).length, 1, problems.join("\n"));
    equal(about(/broken link missing\.html/).length, 1, problems.join("\n"));
    equal(about(/broken link \.\.\/reader\/bad\.html#nowhere/).length, 1, problems.join("\n"));
    equal(about(/broken link #top$/).length, 1, problems.join("\n"));
    equal(about(/example\.org\/"? /).length, 0, problems.join("\n"));
    equal(about(/^reader\/bad\.html/).length, 0, problems.join("\n"));
  },
);

Deno.test("findBrowser() gives a file, or undefined", () => {
  ok(BROWSER === undefined || Deno.statSync(BROWSER).isFile);
});

Deno.test("checkPages() refuses a folder with no pages, or a machine with no Chromium", async () => {
  const out = await Deno.makeTempDir();
  try {
    await rejects(checkPages(out), /^Error: no (pages|Chromium)/);
  } finally {
    await Deno.remove(out, { recursive: true });
  }
});

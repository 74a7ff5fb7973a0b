import { deepEqual, ok, rejects } from "node:assert/strict";
import { join } from "node:path";
import { checkPages, findBrowser } from "./browser_check.ts";
import { exportSite } from "./export.ts";
import { checkLivePages } from "./live_check.ts";
import { WIDGETS } from "../web/widgets.ts";

const BROWSER = findBrowser();
if (!BROWSER) console.warn("live_check_test: SKIPPED — no Chromium (bash lib/setup.sh installs it; or set $CHROMIUM)");

/** A run's folder holding executed notebooks 1, 3 and 5 as small as can be: a title, a marker, a sentence. */
async function markedRun(): Promise<string> {
  const out = await Deno.makeTempDir({ prefix: "set-live-" });
  await Deno.mkdir(join(out, "notebooks"));
  for (const [name, { notebook }] of Object.entries(WIDGETS)) {
    const cells = [
      `# ${notebook}\n\nBefore the widget.`,
      `<!-- widget: ${name} -->`,
      "After the widget.",
    ].map((source) => ({ cell_type: "markdown", metadata: {}, source }));
    const nb = { nbformat: 4, nbformat_minor: 5, metadata: {}, cells };
    await Deno.writeTextFile(join(out, "notebooks", `${notebook}.ipynb`), JSON.stringify(nb));
  }
  return out;
}

Deno.test("exportSite() puts each widget where its notebook's marker is", async () => {
  const out = await markedRun();
  try {
    await exportSite({ outDir: out });
    for (const [name, { notebook }] of Object.entries(WIDGETS)) {
      const html = await Deno.readTextFile(join(out, "reader", `${notebook}.html`));
      const [before, widget, after] = ["Before the widget.", `data-widget="${name}"`, "After the widget."]
        .map((text) => html.indexOf(text));
      ok(before >= 0 && before < widget && widget < after, `${notebook}: the ${name} widget between the sentences`);
      ok(!html.includes("<!-- widget:"), `${notebook}: the marker is replaced`);
    }
  } finally {
    await Deno.remove(out, { recursive: true });
  }
});

Deno.test("checkLivePages() refuses a folder without the live pages, or a machine with no Chromium", async () => {
  const out = await Deno.makeTempDir();
  try {
    await rejects(checkLivePages(out), /^Error: no (index\.html|Chromium)/);
  } finally {
    await Deno.remove(out, { recursive: true });
  }
});

// `deno task test` drives the live pages of a real run right after the unit tests (lib/cli/test.sh sets
// SUITE_CHECKS_PAGES=1): there this pass over a fixture export is not made twice.
Deno.test({
  name: "the live pages work in Chromium, offline, on a laptop and a phone: the indexes, third cards, the command " +
    "line's numbers, refusals in words, a game to its end, puzzles",
  ignore: !BROWSER || Deno.env.get("SUITE_CHECKS_PAGES") === "1",
  sanitizeResources: false,
  sanitizeOps: false,
  fn: async () => {
    const out = await markedRun();
    try {
      await exportSite({ outDir: out });
      // One run of the rerun, on the phone and again on the laptop: `deno task live-pages` runs four, up to 10^6 trials.
      const live = await checkLivePages(out, { screens: join(out, "screens"), seeds: ["7"], trials: [100_000] });
      deepEqual(live.problems, []);
      const parts = [
        "index zh-TW",
        "third card",
        'rerun: seed "7"',
        "refusals in words",
        "played to its end",
        "puzzles",
      ];
      for (const part of parts) ok(live.checks.some((line) => line.includes(part)), `checked: ${part}`);
      ok(live.screenshots.length >= 40, `${live.screenshots.length} screenshots`);
      // Every page of the export passes the pages' own check too: pictures, links, offline.
      const pages = await checkPages(out);
      deepEqual(pages.problems, []);
      ok(pages.pages.includes("play/zh-TW.html"));
    } finally {
      await Deno.remove(out, { recursive: true });
    }
  },
});

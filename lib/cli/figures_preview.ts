/**
 * `deno task figures-preview [--out DIR] [--lang en|zh-TW] [--fixture] [--smallest] [--seed S] [--write-testdata]`
 *
 * Renders every article figure ({@link ARTICLE_FIGURES}) from representative data computed by the
 * library (small, fast runs: {@link sampleArticleData}; with `--smallest`, runs at the notebooks'
 * fewest trials, games and timing runs, {@link SMALLEST_SAMPLE}, where intervals are widest), or
 * from the test fixture with `--fixture`, in both editions (or the one `--lang` names), into
 * `DIR/<lang>/` as an asset folder (SVG, PNG at print size, CSV, `figures.json`), with a greyscale
 * copy of each PNG in `DIR/<lang>/grey/` for checking that series stay apart in print. Prints each
 * figure's layout problems (text outside the canvas, overlapping or touching, too small) and exits
 * 1 if there are any. `--write-testdata` also saves the data as the fixtures,
 * `lib/figures/_testdata/article_data.json` and notebook 7's data at its default and smallest
 * parameters as `lib/figures/_testdata/more_features.json` (with `--smallest`,
 * `article_data_smallest_seed_S.json`).
 *
 * @module
 */
import {
  ARTICLE_FIGURES,
  ARTICLE_TESTDATA,
  MORE_FEATURES_SAMPLES,
  MORE_FEATURES_TESTDATA,
  type MoreFeaturesTestData,
  readTestData,
  sampleArticleData,
  sampleMoreFeaturesData,
  SMALLEST_SAMPLE,
  smallestTestdata,
} from "../figures/article.ts";
import { exportFigures } from "../figures/export.ts";
import { toPng } from "../figures/figure.ts";
import { type Lang, LANGS } from "../common/lang.ts";
import { layoutProblems } from "../figures/layout_check.ts";
import { writeFileAtomic } from "../common/files.ts";
import { choiceParam, pathParam, switchParam, type Values } from "../common/params.ts";
import { command, runCommand } from "./_command.ts";
import { PARAMETERS } from "../config.ts";
import { DEFAULT_OUT, ownFolder } from "../run/owned_folder.ts";
import { join } from "node:path";

/** A figure's SVG drawn in shades of grey (a filter over the whole picture), as a greyscale print shows it. */
function greyscale(svg: string): string {
  return svg.replace(
    /^(<svg\b[^>]*>)([\s\S]*)(<\/svg>)$/,
    '$1<defs><filter id="greyscale-print"><feColorMatrix type="saturate" values="0"/></filter></defs>' +
      '<g filter="url(#greyscale-print)">$2</g>$3',
  );
}

/** The flags, read by `lib/common/params.ts` as every task's. */
const FLAGS = {
  out: pathParam("the folder for the previews, made by this task (default out/figures-preview)", "a folder"),
  lang: choiceParam(LANGS, { meaning: "only this edition", defaultText: "both" }),
  fixture: switchParam("draw from the committed test data instead of small runs"),
  smallest: switchParam("small runs at the notebooks' smallest parameters"),
  seed: PARAMETERS.seed,
  "write-testdata": switchParam("also write the data drawn as the figures' test data"),
};

/** Renders the figures; throws (exit code 1) when any has a layout problem. */
async function main(flags: Values<typeof FLAGS>): Promise<void> {
  const { fixture, smallest, seed, "write-testdata": writeTestdata } = flags;
  const out = flags.out ?? join(DEFAULT_OUT, "figures-preview");
  await ownFolder(out, "figures-preview", "--out");
  const langs: readonly Lang[] = flags.lang ? [flags.lang] : LANGS;
  const started = performance.now();
  const data = fixture ? await readTestData() : await sampleArticleData({ ...(smallest ? SMALLEST_SAMPLE : {}), seed });
  if (writeTestdata && smallest) {
    const { moreFeatures: _, ...rest } = data;
    await writeFileAtomic(decodeURIComponent(smallestTestdata(seed).pathname), JSON.stringify(rest) + "\n");
  } else if (writeTestdata) {
    const { moreFeatures: _, ...rest } = data;
    await writeFileAtomic(decodeURIComponent(ARTICLE_TESTDATA.pathname), JSON.stringify(rest) + "\n");
    const moreFeatures: MoreFeaturesTestData = {
      default: await sampleMoreFeaturesData(MORE_FEATURES_SAMPLES.default),
      smallest: await sampleMoreFeaturesData(MORE_FEATURES_SAMPLES.smallest),
    };
    await writeFileAtomic(decodeURIComponent(MORE_FEATURES_TESTDATA.pathname), JSON.stringify(moreFeatures) + "\n");
  }
  console.error(`figures-preview: data ready in ${((performance.now() - started) / 1000).toFixed(1)} s`);
  let problems = 0;
  for (const entry of ARTICLE_FIGURES) {
    const figures = langs.map((lang) => entry.make(data, lang));
    await exportFigures(figures, {
      dir: out,
      context: { notebook: entry.notebook, parameters: { preview: "small runs" } },
    });
    for (const fig of figures) {
      await Deno.mkdir(`${out}/${fig.lang}/grey`, { recursive: true });
      await writeFileAtomic(
        `${out}/${fig.lang}/grey/${fig.name}.png`,
        toPng({ ...fig, svg: greyscale(fig.svg) }),
      );
      const found = layoutProblems(fig);
      problems += found.length;
      console.log(`${fig.lang}/${fig.name}.png  ${fig.width} × ${fig.height}  ${fig.title}`);
      for (const p of found) console.log(`  ${p.kind}: ${p.message}`);
    }
  }
  const summary = `${ARTICLE_FIGURES.length * langs.length} figures in ${out}, ${problems} layout problems`;
  if (problems) throw new Error(summary);
  console.error(`figures-preview: ${summary}`);
}

/** `deno task figures-preview`. */
export const FIGURES_PREVIEW = command({
  name: "figures-preview",
  summary: "Draws every figure of the article from small runs, with greyscale copies, and checks their layout.",
  flags: FLAGS,
  run: main,
});

if (import.meta.main) await runCommand(FIGURES_PREVIEW);

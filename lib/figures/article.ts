/**
 * The article's figures, one per question, listed in one place with the notebook that makes each
 * and the data it needs: {@link ARTICLE_FIGURES}. {@link sampleArticleData} computes
 * representative data with the library (small, fast runs), so that every figure can be drawn in
 * both editions for review (`deno task figures-preview`) and for the layout test
 * (`lib/figures/_testdata/article_data.json` holds one such sample).
 *
 * @module
 */
import type { Card } from "../core/card.ts";
import { findSet, type Hint, setsOnTable } from "../core/table.ts";
import type { Triple } from "../core/deck_sets.ts";
import { conditionalNoSet, noSetProbability } from "../exact/counts.ts";
import { type CapClasses, capClasses } from "../exact/classes.ts";
import { coverageStudy } from "../montecarlo/coverage.ts";
import { findSetFreeTable } from "../exact/set_free_table.ts";
import { simulate } from "../montecarlo/simulate.ts";
import { sisMinimumTrials } from "../montecarlo/minimum_trials.ts";
import { leftoverShares, noSetByRound, tableSizeShares } from "../game/stats.ts";
import { POLICIES } from "../game/engine.ts";
import { playMany } from "../game/play.ts";
import { dealPuzzle } from "../game/puzzle.ts";
import { NO_SET_REFERENCES } from "../data/references.ts";
import { type TableSearchTiming, timeDeckSearch, timeTableSearch } from "../timing/search.ts";
import { uniformStream } from "../common/random.ts";
import type { Figure } from "./figure.ts";
import type { Lang } from "../common/lang.ts";
import { noSetChart, type NoSetRow, noSetRows } from "./no_set_chart.ts";
import { gameNoSetChart, type GameRoundRow, gameShareChart, type GameShareRow } from "./game_charts.ts";
import { deckTimingChart, type DeckTimingRow, tableTimingChart } from "./timing_charts.ts";
import { deckTimingRows } from "./deck_timing_rows.ts";
import { coverageChart, type CoverageInput } from "./coverage_chart.ts";
import { classesFigure, type ClassesInput, uniqueLargestFigure } from "./class_figures.ts";
import { deckComparisonChart, type ExactPoint } from "./deck_comparison_chart.ts";
import { type DeckCurveRow, deckCurveRows, deckCurvesChart } from "./deck_curves_chart.ts";
import { capSizesChart, type CapSizesRun } from "./cap_sizes_chart.ts";
import { DECK_CURVE_SIZES, simulateDecks } from "../montecarlo/simulate_decks.ts";
import { randomMaximalCapsByDeck } from "../montecarlo/maximal_caps.ts";
import { FEATURE_COUNTS } from "../core/card.ts";
import {
  completingCards,
  deckLayersFigure,
  layerMethodFigure,
  type LayerMethodParts,
  layerMethodParts,
  puzzleAnswerFigure,
  puzzleFigure,
  puzzleHintFigure,
  setFreeTableFigure,
  thirdCardFigure,
} from "./card_figures.ts";

/** Everything the article's figures draw, shaped as the chart functions take it. */
export interface ArticleData {
  noSet: NoSetRow[];
  games: number;
  rounds: { 12: GameRoundRow[]; 15: GameRoundRow[] };
  exact: { 12: number; 15: number };
  norvigInPlay: { 12: number; 15: number };
  largest: GameShareRow[];
  leftover: GameShareRow[];
  deckTimings: DeckTimingRow[];
  timingRounds: number;
  tableTimings: { random: TableSearchTiming[]; setFree: TableSearchTiming[] };
  pair: [Card, Card];
  puzzle: { cards: Card[]; hint: Hint; sets: Triple[] };
  setFree: { cards: Card[]; completing: number };
  layers: LayerMethodParts;
  /** Coverage studies of the two estimators: the full deck's and the small deck's (`deckSize: 27`). */
  coverage: { full: CoverageInput; small: CoverageInput };
  /** The classes of SET-free tables of each deck (only the sizes drawn need be listed). */
  classes: { full: ClassesInput; small: ClassesInput };
  /** The exact P(no SET | n) of each deck. */
  decks: { full: ExactPoint[]; small: ExactPoint[] };
  /** The decks of 2 to 6 features (notebook 7). */
  moreFeatures: MoreFeaturesData;
}

/** What notebook 7's figures draw: the curves of the decks of 2 to 6 features, and their random maximal tables. */
export interface MoreFeaturesData {
  /** Tables and paths per size. */
  trials: number;
  curves: DeckCurveRow[];
  caps: CapSizesRun[];
}

/** The test fixture: one sample of {@link ArticleData}, written by `deno task figures-preview --write-testdata`. */
export const ARTICLE_TESTDATA = new URL("./_testdata/article_data.json", import.meta.url);

/** Notebook 7's figure data at its default parameters and at its smallest (seed 7), as the notebook makes it. */
export const MORE_FEATURES_TESTDATA = new URL("./_testdata/more_features.json", import.meta.url);

/** Notebook 7's figure data at its default parameters and at its smallest (seed 7). */
export interface MoreFeaturesTestData {
  default: MoreFeaturesData;
  smallest: MoreFeaturesData;
}

/** The parameters of the two samples of {@link MoreFeaturesTestData}: notebook 7's defaults, and its smallest at seed 7. */
export const MORE_FEATURES_SAMPLES = {
  default: { trials: 200_000, caps: 10_000, seed: "42" },
  smallest: { trials: 10_000, caps: 1_000, seed: "7" },
} as const;

/** Notebook 7's figure data at its default and at its smallest parameters ({@link MORE_FEATURES_TESTDATA}). */
export async function readMoreFeaturesTestData(): Promise<MoreFeaturesTestData> {
  return JSON.parse(await Deno.readTextFile(MORE_FEATURES_TESTDATA));
}

/** The seeds of the fixtures at the smallest parameters: those `deno task test` runs the notebooks at. */
export const SMALLEST_SEEDS = ["7", "339"] as const;

/** The fixture at the notebooks' smallest parameters and one of {@link SMALLEST_SEEDS}. */
export const smallestTestdata = (seed: string): URL =>
  new URL(`./_testdata/article_data_smallest_seed_${seed}.json`, import.meta.url);

/**
 * Reads a test fixture: {@link ARTICLE_TESTDATA} with notebook 7's data at its defaults from
 * {@link MORE_FEATURES_TESTDATA}; or, given a seed of {@link SMALLEST_SEEDS}, the sample at the
 * notebooks' smallest parameters ({@link SMALLEST_SAMPLE}) with notebook 7's at its smallest.
 */
export async function readTestData(smallestSeed?: (typeof SMALLEST_SEEDS)[number]): Promise<ArticleData> {
  const file = smallestSeed === undefined ? ARTICLE_TESTDATA : smallestTestdata(smallestSeed);
  const data = JSON.parse(await Deno.readTextFile(file));
  const more = await readMoreFeaturesTestData();
  return { ...data, moreFeatures: smallestSeed === undefined ? more.default : more.smallest };
}

/** An article figure: its name, the notebook that makes it, and how it is drawn from {@link ArticleData}. */
export interface ArticleFigure {
  name: string;
  notebook: string;
  /** What the figure answers, in a few words (English, for the review list). */
  question: string;
  make: (data: ArticleData, lang: Lang) => Figure;
}

/** The article's figures, in the order of the notebooks. */
export const ARTICLE_FIGURES: readonly ArticleFigure[] = [
  {
    name: "third-card",
    notebook: "01-the-mod-3-rule",
    question: "what is the third card of a pair?",
    make: (d, lang) => thirdCardFigure(d.pair, { lang }),
  },
  {
    name: "deck-timings",
    notebook: "02-counting-the-sets",
    question: "how fast are the two ways of finding all SETs?",
    make: (d, lang) => deckTimingChart(d.deckTimings, { lang, runs: d.timingRounds }),
  },
  {
    name: "table-timings",
    notebook: "02-counting-the-sets",
    question: "how long does a random table take to search?",
    make: (d, lang) => tableTimingChart(d.tableTimings.random, { lang, kind: "random" }),
  },
  {
    name: "table-timings-no-set",
    notebook: "02-counting-the-sets",
    question: "how long does a table without a SET take (every candidate checked)?",
    make: (d, lang) => tableTimingChart(d.tableTimings.setFree, { lang, kind: "set-free" }),
  },
  {
    name: "no-set-probability",
    notebook: "03-no-set-probability",
    question: "how likely is no SET on n cards?",
    make: (d, lang) => noSetChart(d.noSet, { lang }),
  },
  {
    name: "deck-layers",
    notebook: "04-exact-counts",
    question: "how is the deck cut for the exact count?",
    make: (_, lang) => deckLayersFigure({ lang }),
  },
  {
    name: "layer-method",
    notebook: "04-exact-counts",
    question: "what do two layers leave for the third?",
    make: (d, lang) => layerMethodFigure(d.layers, { lang }),
  },
  {
    name: "largest-set-free-table",
    notebook: "04-exact-counts",
    question: "how large can a table without a SET be?",
    make: (d, lang) => setFreeTableFigure(d.setFree.cards, { lang, completing: d.setFree.completing }),
  },
  {
    name: "coverage",
    notebook: "04-exact-counts",
    question: "do the 95% intervals contain the exact value 95% of the time?",
    make: (d, lang) => coverageChart(d.coverage.full, { lang }),
  },
  {
    name: "coverage-small-deck",
    notebook: "04-exact-counts",
    question: "and in the small deck?",
    make: (d, lang) => coverageChart(d.coverage.small, { lang }),
  },
  {
    name: "game-no-set-12",
    notebook: "05-playing-the-game",
    question: "how often do 12 cards lack a SET during a game?",
    make: (d, lang) =>
      gameNoSetChart(d.rounds[12], { lang, size: 12, games: d.games, exact: d.exact[12], norvig: d.norvigInPlay[12] }),
  },
  {
    name: "game-no-set-15",
    notebook: "05-playing-the-game",
    question: "how often do 15 cards lack a SET during a game?",
    make: (d, lang) =>
      gameNoSetChart(d.rounds[15], {
        lang,
        size: 15,
        games: d.games,
        exact: d.exact[15],
        given: { cards: 12, p: conditionalNoSet(15, 12).value },
        norvig: d.norvigInPlay[15],
      }),
  },
  {
    name: "game-largest-table",
    notebook: "05-playing-the-game",
    question: "how large does the table get in a game?",
    make: (d, lang) => gameShareChart(d.largest, { lang, kind: "largest", games: d.games }),
  },
  {
    name: "game-leftover",
    notebook: "05-playing-the-game",
    question: "how many cards are left when a game ends?",
    make: (d, lang) => gameShareChart(d.leftover, { lang, kind: "leftover", games: d.games }),
  },
  {
    name: "game-puzzle",
    notebook: "05-playing-the-game",
    question: "a practice puzzle",
    make: (d, lang) => puzzleFigure(d.puzzle.cards, { lang }),
  },
  {
    name: "game-puzzle-hint",
    notebook: "05-playing-the-game",
    question: "its hint: the pair only",
    make: (d, lang) => puzzleHintFigure(d.puzzle.cards, d.puzzle.hint, { lang }),
  },
  {
    name: "game-puzzle-answer",
    notebook: "05-playing-the-game",
    question: "its answer",
    make: (d, lang) => puzzleAnswerFigure(d.puzzle.cards, d.puzzle.hint, d.puzzle.sets, { lang }),
  },
  ...[4, 5, 6].map((n): ArticleFigure => ({
    name: `classes-${n}`,
    notebook: "06-essentially-different-tables",
    question: `how many essentially different SET-free tables of ${n} cards, and what tells them apart?`,
    make: (d, lang) => classesFigure(d.classes.full, { lang, n }),
  })),
  {
    name: "largest-tables",
    notebook: "06-essentially-different-tables",
    question: "are the largest SET-free tables unique?",
    make: (d, lang) => uniqueLargestFigure(d.classes, { lang }),
  },
  {
    name: "no-set-both-decks",
    notebook: "06-essentially-different-tables",
    question: "how likely is no SET in the small deck, beside the full deck?",
    make: (d, lang) => deckComparisonChart(d.decks, { lang }),
  },
  {
    name: "no-set-by-features",
    notebook: "07-more-features",
    question: "how fast does a random table meet a SET, with 2 to 6 features?",
    make: (d, lang) => deckCurvesChart(d.moreFeatures.curves, { lang, trials: d.moreFeatures.trials }),
  },
  {
    name: "random-maximal-tables",
    notebook: "07-more-features",
    question: "how big does a SET-free table get by chance, against the largest?",
    make: (d, lang) => capSizesChart(d.moreFeatures.caps, { lang }),
  },
];

/** Options of {@link sampleArticleData}: the sizes of the runs behind the sample. */
export interface SampleOptions {
  /** Seeds of the coverage samples at 1,000 trials (fewer at more). Default 200. */
  coverageSeeds?: number;
  /** Monte Carlo trials per size and method. Default 100,000. */
  trials?: number;
  /** Games per policy. Default 20,000. */
  games?: number;
  /** Timed rounds. Default 10. */
  rounds?: number;
  seed?: string;
}

/**
 * The sample at the notebooks' smallest parameters (lib/display/parameters.ts: 10,000 trials,
 * 2,000 games, 3 timing runs), where intervals are widest and tick labels longest: the figures'
 * layout is tested there too.
 */
export const SMALLEST_SAMPLE: Readonly<SampleOptions> = { trials: 10_000, games: 2_000, rounds: 3, coverageSeeds: 20 };

/**
 * Representative data for every article figure, computed with the library the way the notebooks
 * compute it, with small runs (by default about 15 s on two cores; notebook 7's at its smallest
 * parameters, 10,000 trials and 1,000 tables). Norvig's in-play figures are
 * his notebook's counts (data/references.json).
 */
export async function sampleArticleData(options: SampleOptions = {}): Promise<ArticleData> {
  const { trials = 100_000, games = 20_000, rounds = 10, seed = "42", coverageSeeds = 200 } = options;
  const exact = Array.from({ length: 19 }, (_, i) => ({ n: 3 + i, p: noSetProbability(3 + i).value }));
  const exactAt = (n: number) => exact.find((d) => d.n === n)!.p;
  // Importance sampling only where the trials suffice for an honest interval, as notebook 3 runs it.
  const sizes = Array.from({ length: 13 }, (_, i) => 9 + i);
  const sisSizes = sizes.filter((n) => trials >= sisMinimumTrials(n));
  const run = await simulate({ sizes, trials, seed, method: "plain" });
  if (sisSizes.length) run.results.push(...(await simulate({ sizes: sisSizes, trials, seed, method: "sis" })).results);
  const tallies = Object.fromEntries(
    await Promise.all(POLICIES.map(async (policy) => [policy, await playMany({ games, seed, policy })] as const)),
  );
  const inPlay = (n: number) => {
    const r = NO_SET_REFERENCES.find((d) =>
      d.source === "norvig-notebook" && d.setting.startsWith("game play") && d.n === n
    )!;
    return r.noSet! / r.draws!;
  };
  const rounds12 = POLICIES.flatMap((policy) => noSetByRound(tallies[policy], 12).map((r) => ({ policy, ...r })));
  const rounds15 = POLICIES.flatMap((policy) => noSetByRound(tallies[policy], 15).map((r) => ({ policy, ...r })));
  const deckTimings = deckTimingRows(timeDeckSearch({ rounds }));
  const random = uniformStream(seed, "notebook-puzzle");
  const puzzle = dealPuzzle({ cards: 12, kind: "some", random });
  const largest = findSetFreeTable(20)!;
  const { c0, c1, c2, left } = layerMethodParts(largest);
  return {
    noSet: noSetRows({ exact, results: run.results, references: NO_SET_REFERENCES }),
    games,
    rounds: { 12: rounds12, 15: rounds15 },
    exact: { 12: exactAt(12), 15: exactAt(15) },
    norvigInPlay: { 12: inPlay(12), 15: inPlay(15) },
    largest: POLICIES.flatMap((policy) => tableSizeShares(tallies[policy]).map((r) => ({ policy, key: r.size, ...r }))),
    leftover: POLICIES.flatMap((policy) =>
      leftoverShares(tallies[policy]).map((r) => ({ policy, key: r.cards, ...r }))
    ),
    deckTimings,
    timingRounds: rounds,
    tableTimings: {
      random: timeTableSearch({ kind: "random", tables: 200, rounds }),
      setFree: timeTableSearch({ kind: "set-free", tables: 100, rounds }),
    },
    pair: [0, 1 + 3 + 9 + 27],
    puzzle: { cards: puzzle.cards, hint: puzzle.hint ?? findSet(puzzle.cards)!, sets: setsOnTable(puzzle.cards) },
    setFree: { cards: largest, completing: completingCards(largest).length },
    layers: { c0, c1, left, c2 },
    ...(await sampleNotebook6Data({ coverageSeeds })),
    moreFeatures: await sampleMoreFeaturesData({ trials: 10_000, caps: 1_000, seed }),
  };
}

/**
 * The data of notebook 7's figures, as the notebook makes it: every deck's sizes of
 * `DECK_CURVE_SIZES` estimated with `trials` (`simulateDecks`), and `caps` random maximal
 * SET-free tables of each deck (`randomMaximalCapsByDeck`). About 3 core-seconds at 10,000 trials and
 * 1,000 tables, 20 at 200,000 and 10,000 (the notebook's defaults).
 */
export async function sampleMoreFeaturesData(
  { trials, caps, seed = "42" }: { trials: number; caps: number; seed?: string },
): Promise<MoreFeaturesData> {
  const run = await simulateDecks({ sizes: DECK_CURVE_SIZES, trials, seed });
  const made = await randomMaximalCapsByDeck({ decks: FEATURE_COUNTS, runs: caps, seed });
  const runs = made.map(({ features, runs, mean, min, max, largestSetFree }) => ({
    features,
    runs,
    mean,
    min,
    max,
    largestSetFree,
  }));
  return { trials, curves: deckCurveRows(run.results), caps: runs };
}

/**
 * The data of the coverage figures and of notebook 6's figures, cheaply: two small coverage studies
 * (the full deck at 12, 15, 18 and 20 cards with 1,000 to 100,000 trials; the small deck at 5, 7
 * and 9 cards), the classes of both decks (only the sizes drawn kept, so that the sample stays
 * small as JSON), and the exact curves of both decks for n = 3..21. About 3 s on two cores.
 */
async function sampleNotebook6Data(
  { coverageSeeds = 200 }: { coverageSeeds?: number } = {},
): Promise<Pick<ArticleData, "coverage" | "classes" | "decks">> {
  const full = await coverageStudy({ sizes: [12, 15, 18, 20], trials: [1_000, 10_000, 100_000], seeds: coverageSeeds });
  const small = await coverageStudy({
    deckSize: 27,
    sizes: [5, 7, 9],
    trials: [1_000, 10_000],
    seeds: 2 * coverageSeeds,
  });
  const keep = ({ features, groupOrder, bySize }: CapClasses, sizes: readonly number[]): ClassesInput => ({
    features,
    groupOrder: Number(groupOrder), // a number, so that the sample can be saved as JSON
    bySize: bySize.map((list, n) =>
      sizes.includes(n) ? list.map(({ points, stabilizer }) => ({ points: [...points], stabilizer })) : []
    ),
  });
  const sizes = Array.from({ length: 19 }, (_, i) => 3 + i);
  return {
    coverage: { full, small },
    classes: { full: keep(await capClasses(4), [4, 5, 6, 20]), small: keep(await capClasses(3), [9]) },
    decks: {
      full: sizes.map((n) => ({ n, p: noSetProbability(n).value })),
      small: sizes.map((n) => ({ n, p: noSetProbability(n, { features: 3 }).value })),
    },
  };
}

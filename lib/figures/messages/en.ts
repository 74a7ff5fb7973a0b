/**
 * Every string the figures show in the English edition: titles that state findings, axes,
 * legends, captions, alt text, card names. Messages that carry numbers are functions of them,
 * formatted by lib/common/format.ts. The Traditional Chinese table (`zh-TW.ts`) has the same shape.
 *
 * @module
 */
import { fixed, int, pct, pctSig, sci, timesPowerOfTen } from "../../present/format.ts";
import { listAnd, sizeList } from "../../present/size_list.ts";
import { type Card, cardName } from "../../core/card.ts";
import type { Lang } from "../../common/lang.ts";
import type {
  CapCaptionFacts,
  CapSizeFacts,
  DeckCurveSummary,
  DeckSummary,
  LargestFacts,
  MessageRow,
  RoundRates,
} from "./types.ts";

const SOURCE_ROWS: Record<string, string> = {
  plain: "plain sampling (ours)",
  sis: "importance sampling (ours)",
  article: "the article, 200,000 deals",
  "norvig-notebook": "Norvig's notebook, 100,000 deals",
  "article-zh-TW": "Norvig's page as quoted by the Chinese edition",
  rulebook: "the rulebook's odds",
  warne: "Norvig's page as quoted by Warne",
};

// "2.0 times as often as", "31 times as often as", or "about as often as" when the ratio rounds to 1.0.
function asOften(ratio: number): string {
  const shown = ratio >= 10 ? int(ratio) : fixed(ratio, 1);
  return shown === "1.0" ? "about as often as" : `${shown} times as often as`;
}

const POLICY = {
  first: "takes the first SET found (Norvig's simulation)",
  random: "takes a random SET (as we assume people do)",
};

/** The English message table. */
export const en = {
  lang: "en" as Lang,

  card: {
    /** How a person says a card: "two red striped ovals". */
    name: (card: Card): string => cardName(card),
    /** The card code key, stated once wherever codes appear. */
    codeKey: "Card codes give colour (R red, G green, P purple), shape (D diamond, O oval, S squiggle), number (1–3) " +
      "and shading (F filled, i.e. solid; T striped; E empty, i.e. open), in that order: RO2T is two red striped ovals.",
    numbered: (place: number, code: string): string => `${place}. ${code}`,
  },

  noSet: {
    title: (p12?: number, p15?: number): string =>
      `A random 12-card table lacks a SET ${p12 === undefined ? "about 3%" : pct(p12)} of the time, ` +
      `a 15-card table ${p15 === undefined ? "rarely" : pctSig(p15, 2)}, a 21-card table never`,
    caption:
      "The probability that n cards dealt at random from the 81 hold no SET, for n = 3 to 21 (top, log scale): " +
      "the exact value, and two Monte Carlo estimates with 95% intervals — plain sampling (deal and test) and " +
      "sequential importance sampling. Where plain sampling saw no table without a SET, an arrow down from its " +
      "95% upper bound stands for the estimate 0. Below, on linear scales, 12 and 15 cards with every published " +
      "figure: the article (200,000 deals, Wald interval), Norvig's notebook (100,000 deals, Clopper–Pearson interval), " +
      "the rulebook's odds (33:1 and 2,500:1 against) and the odds of Norvig's page as quoted by Warne (30:1), " +
      "both without an interval. The vertical line is the exact value.",
    legendExact: "exact",
    legendPlain: "plain sampling, 95% interval",
    legendUpperBound: "plain sampling saw none: upper bound",
    legendSis: "importance sampling, 95% interval",
    legendPublished: "published figures",
    axisCards: "cards on the table, n",
    axisProbability: "P(no SET)",
    exactZero: "exactly 0",
    rowLabel: (source: string): string => SOURCE_ROWS[source] ?? source,
    detailHeading: (n: number, exact?: number): string =>
      `${n} cards${exact === undefined ? "" : `: exact ${n === 12 ? pct(exact, 3) : pctSig(exact, 3)}`}`,
    alt: (rows: readonly MessageRow[]): string => {
      const exact = (n: number) => rows.find((d) => d.kind === "exact" && d.n === n)?.p;
      const zeros = rows.filter((d) => d.kind === "estimate" && d.source === "plain" && d.p === 0).map((d) => d.n);
      const published = (n: number) =>
        rows.filter((d) => d.kind === "published" && d.n === n).map((d) =>
          `${SOURCE_ROWS[d.source] ?? d.source} ${n === 12 ? pct(d.p) : pctSig(d.p, 2)}`
        ).join(", ");
      const [p3, p12, p15, p20] = [3, 12, 15, 20].map(exact);
      return [
        "Chart of the probability that n random cards hold no SET, for n from 3 to 21, on a logarithmic scale.",
        p3 !== undefined && p20 !== undefined
          ? `The exact curve falls ever faster, from ${pct(p3, 1)} at 3 cards to ${
            timesPowerOfTen(p20)
          } at 20; at 21 it is 0.`
          : "",
        intervals(rows),
        zeros.length
          ? `Plain sampling saw no SET-free table at ${zeros.join(", ")} cards; arrows mark its upper bounds there.`
          : "",
        p12 !== undefined ? `At 12 cards the exact value is ${pct(p12, 3)}; published: ${published(12)}.` : "",
        p15 !== undefined ? `At 15 cards it is ${pctSig(p15, 3)}; published: ${published(15)}.` : "",
      ].filter(Boolean).join(" ");
    },
  },

  game: {
    policy: POLICY,
    byRound: {
      title: (size: number, ratio: number): string =>
        `In play, ${size} cards lack a SET ${asOften(ratio)} in a fresh deal`,
      titleGiven: (size: number, ratio: number, given: number): string =>
        `In play, ${size} cards lack a SET ${asOften(ratio)} fresh ones whose first ${given} hold none`,
      caption: (size: number, games: number, given?: number): string =>
        `The share of ${size}-card tables without a SET in ${int(games)} simulated games per policy, by cards ` +
        "left in the deck (the deck empties from left to right), for the two ways of taking a SET; bars are 95% " +
        `Clopper–Pearson intervals, log scale. Dashed: the exact value for a fresh deal of ${size} cards` +
        (given === undefined ? "" : `; dash-dotted: the exact value for a fresh deal of ${size} whose first ${given} ` +
          `hold no SET, P(none in ${size}) / P(none in ${given}), the one to compare with, since the rules deal ` +
          `${size} cards only after ${given} without a SET`) +
        "; dotted: Norvig's notebook, in play (the first SET found taken).",
      axisDeck: "cards left in the deck",
      axisShare: "tables without a SET",
      legendExact: (p: number): string => `fresh deal, exact (${p > 0.01 ? pct(p) : pctSig(p, 2)})`,
      legendGiven: (p: number, given: number): string => `fresh, first ${given} without a SET, exact (${pct(p)})`,
      legendNorvig: (p: number): string => `Norvig's notebook, in play (${pct(p)})`,
      alt: (size: number, { first, later, exact, given }: RoundRates): string =>
        `Chart of how often a ${size}-card table holds no SET during a game, round by round, for two ways of ` +
        "taking a SET. " +
        (given === undefined
          ? `In the first round, a fresh deal, it is ${pct(first ?? NaN)}, beside the exact ${pctSig(exact, 3)}; ` +
            `the later rounds average ${pct(later)}.`
          : `Such a table is dealt only after ${given.cards} cards without a SET; over the game it lacks one ` +
            `${pct(later)} of the time, beside ${pctSig(given.p, 3)} for a fresh deal whose first ` +
            `${given.cards} hold none and ${pctSig(exact, 2)} for any fresh deal of ${size}.`),
    },
    largest: {
      title: (p15: number, p18: number, games: number, zero21: boolean): string =>
        `The table grows to 15 cards at most in ${pct(p15, 0)} of games, to 18 in ${pct(p18, 1)}` +
        (zero21 ? `, and to 21 in none of ${int(games)}` : ""),
      caption: (games: number): string =>
        `The largest table each of ${int(games)} simulated games per policy needed (the rules deal 12 and add ` +
        "3 while there is no SET), as shares of games on a log scale, with 95% Clopper–Pearson intervals. Where no game " +
        "needed a size, an arrow down from the 95% upper bound stands for 0.",
      axisSize: "largest table in the game (cards)",
      axisShare: "share of games",
      none: (games: number): string => `0 of ${int(games)}`,
      alt: (shares: string): string =>
        `Chart of the largest table a game needs, for two ways of taking a SET: ${shares}. The two policies agree.`,
      share: (size: number, p: string): string => `${size} cards ${p}`,
    },
    leftover: {
      title: (p0: number): string =>
        `Most games end with 6 or 9 cards left; ${pct(p0, 1)} end with none, and 3 left is impossible`,
      caption: (games: number): string =>
        `The cards left on the table when the deck is empty and no SET remains, in ${int(games)} simulated ` +
        "games per policy, as shares of games on a log scale with 95% Clopper–Pearson intervals. Three cards can never be " +
        "left: the 81 cards sum to 0 in every feature (mod 3) and so does every SET taken, so three last cards " +
        "always form a SET.",
      axisLeft: "cards left at the end",
      axisShare: "share of games",
      impossible: "impossible",
      none: (games: number): string => `0 of ${int(games)}`,
      alt: (shares: string): string =>
        `Chart of the cards left when a game ends, for two ways of taking a SET: ${shares}; 3 cards is impossible.`,
      share: (cards: number, p: string): string => `${cards} cards ${p}`,
    },
  },

  timing: {
    deck: {
      title: (ours: number, article: number): string =>
        `Pair completion finds all 1,080 SETs ${int(ours)} times as fast as the triple scan here, its third ` +
        `cards precomputed; in the article's Python, which computes them, ${fixed(article, 1)} times`,
      caption: (runs: number): string =>
        "Time to find all 1,080 SETs of the 81-card deck. The triple scan tests all 85,320 triples; pair " +
        "completion completes each of the 3,240 pairs by reading a precomputed 81 × 81 third-card table, built " +
        "once outside the timing. The ratios are not like for like: the article's pair time includes computing " +
        "each third card and building the list of pairs and the set of distinct SETs. " +
        `Ours: median of ${runs} interleaved rounds (bars: interquartile range) in Deno on ` +
        "this machine; the article's: one run of Python on a Mac. Log scale, milliseconds.",
      axis: "time to find all SETs (ms)",
      row: (method: "triples" | "pairs", source: string): string =>
        `${method === "triples" ? "triple scan" : "pair completion"}, ${
          source === "article" ? "article (Python, Mac)" : "ours (Deno)"
        }`,
      value: (ms: number): string => `${ms >= 1 ? fixed(ms, ms >= 10 ? 0 : 1) : ms.toPrecision(2)} ms`,
      alt: (rows: string): string => `Dot chart of the time to find all SETs of the deck, log scale: ${rows}.`,
    },
    table: {
      title: (
        kind: "random" | "set-free",
        n: number,
        pairs: number,
        triples: number,
        pairCount: number,
        tripleCount: number,
      ): string =>
        kind === "random"
          ? `On random tables both tests stop at the first SET: at ${n} cards pair completion takes ` +
            `${fixed(pairs, 2)} µs, the triple scan ${fixed(triples, 2)} µs`
          : `Without a SET every candidate is checked: at ${n} cards pair completion takes ${fixed(pairs, 2)} µs ` +
            `for ${int(pairCount)} pairs, the triple scan ${fixed(triples, 2)} µs for ${int(tripleCount)} triples`,
      caption: (kind: "random" | "set-free", tables: number, rounds: number): string =>
        `Time to decide whether a table holds a SET, on ${int(tables)} ${
          kind === "random" ? "random tables" : "tables without a SET"
        } of each size: median of ${rounds} rounds with sizes and methods interleaved (bands: interquartile range). ` +
        "Left, per table; right, per candidate checked (a triple tested, or a pair completed and its third card " +
        "looked up). Pair completion reads a precomputed 81 × 81 third-card table (built once, not timed) and " +
        "marks the table's cards in a look-up array, which is timed." +
        (kind === "random" ? " Both tests stop at the first SET they meet." : ""),
      legendTriples: "triple scan",
      legendPairs: "pair completion",
      axisCards: "cards on the table",
      axisPerTable: "µs per table",
      axisPerCandidate: "ns per candidate",
      alt: (kind: "random" | "set-free", summary: string): string =>
        `Two line charts of search time against table size, ${
          kind === "random" ? "on random tables" : "on tables without a SET"
        }: ${summary}.`,
    },
  },

  speed: {
    title: "How fast each estimator runs, by table size",
    caption: "Tables (plain sampling) or importance-sampling paths a second on one core, by table size, log scale. " +
      "A benchmark of this machine, not a figure of the article.",
    axisCards: "cards on the table, n",
    axisRate: "trials per second per core",
    method: (method: string): string => method === "sis" ? "importance sampling" : "plain sampling",
    alt: (summary: string): string => `Line chart of trials per second against table size: ${summary}.`,
  },

  coverage: {
    panel: (method: string): string =>
      method === "sis" ? "Importance sampling (Student t intervals)" : "Plain sampling (Clopper–Pearson intervals)",
    axisCards: "cards on the table, n",
    axisCoverage: "seeds whose interval contains the exact value",
    legendTrials: (trials: number): string => `${int(trials)} trials`,
    legendNominal: (confidence: number): string => `nominal ${pct(confidence, 0)}`,
    legendExact: "exact coverage (plain sampling)",
    legendRefused: "refused: below the minimum trials",
    title: (
      { shortfalls, cells, confidence, lowest }: {
        shortfalls: number;
        cells: number;
        confidence: number;
        lowest: { coverage: number; seeds: number };
      },
    ): string =>
      shortfalls === 0
        ? `None of the ${int(cells)} cells is significantly below ${pct(confidence, 0)} coverage; ` +
          `the lowest estimate is ${pct(lowest.coverage, 1)}, from ${int(lowest.seeds)} seeds`
        : `The ${pct(confidence, 0)} intervals fall significantly short in ${int(shortfalls)} of ` +
          `${int(cells)} cells; chance alone would make about ${fixed(cells * (1 - confidence) / 2, 1)} fall short`,
    caption: (
      { deckSize, confidence, seeds, exact, refused, shortfalls, widest, lowest }: {
        deckSize: number;
        confidence: number;
        seeds: readonly { trials: number; seeds: number }[];
        exact?: readonly [number, number];
        refused: readonly { trials: number; sizes: readonly number[] }[];
        shortfalls: readonly { method: string; n: number; trials: number }[];
        widest: { seeds: number; width: number };
        lowest: readonly { method: string; n: number; trials: number; coverage: number; lo: number; hi: number }[];
      },
    ): string =>
      `How often the ${pct(confidence, 0)} intervals of the two estimators contain the exact P(no SET | n), ` +
      `${deckSize === 27 ? "for the small deck of 27 solid cards" : "for the 81-card deck"}. Each dot is one cell ` +
      "of the study, an estimator at one table size and trial count, run at seeds 1, 2, … exactly as the " +
      `simulation runs each seed (${
        seeds.map((s, i) => `${int(s.seeds)}${i === 0 ? " seeds" : ""} at ${int(s.trials)} trials`).join(", ")
      }): the share of seeds whose interval contained the exact value, with its own 95% Clopper–Pearson ` +
      "interval (bar). The trial counts are shifted slightly apart; dashed, the nominal " +
      `${pct(confidence, 0)}.` +
      (exact
        ? " Short black bars: the exact coverage of plain sampling's interval, from the binomial distribution " +
          `(${range(pct(exact[0], 1), pct(exact[1], 1))}).`
        : "") +
      (refused.length
        ? ` Refused (×): importance sampling does not run below its minimum trials at a size — ${
          refused.map((r) => `${int(r.trials)} trials at ${sizeList(r.sizes)} cards`).join("; ")
        }.`
        : "") +
      (shortfalls.length
        ? ` Significantly short (the whole bar below ${pct(confidence, 0)}): ${
          shortfalls.map((s) => `${METHOD[s.method] ?? s.method} at ${s.n} cards, ${int(s.trials)} trials`).join(
            "; ",
          )
        }.`
        : ` No bar lies wholly below ${pct(confidence, 0)}, and that is all the study shows: with ` +
          `${int(widest.seeds)} seeds a bar spans ${fixed(100 * widest.width, 0)} points, so a shortfall of a ` +
          "few points could go unseen.") +
      ` Lowest estimates: ${
        lowest.map((c) =>
          `${METHOD[c.method] ?? c.method} ${pct(c.coverage, 1)} at ${c.n} cards and ${int(c.trials)} trials ` +
          `(${pct(c.lo, 1)} to ${pct(c.hi, 1)})`
        ).join("; ")
      }.`,
    alt: (
      { deckSize, confidence, sizes, trials, plain, sis, shortfalls, refused }: {
        deckSize: number;
        confidence: number;
        sizes: readonly [number, number];
        trials: readonly number[];
        plain?: { min: number; max: number; cells: number };
        sis?: { min: number; max: number; cells: number };
        shortfalls: number;
        refused: number;
      },
    ): string =>
      [
        `Two dot charts of interval coverage against table size, ${sizes[0]} to ${sizes[1]} cards, ` +
        `${deckSize === 27 ? "for the small deck" : "for the full deck"}, one series per trial count ` +
        `(${trials.map((t) => int(t)).join(", ")}), with the nominal ${pct(confidence, 0)} as a line.`,
        plain
          ? `Plain sampling: ${int(plain.cells)} cells, coverage ${pct(plain.min, 1)} to ${pct(plain.max, 1)}.`
          : "",
        sis ? `Importance sampling: ${int(sis.cells)} cells, coverage ${pct(sis.min, 1)} to ${pct(sis.max, 1)}.` : "",
        shortfalls
          ? `${shortfalls === 1 ? "One cell lies" : `${int(shortfalls)} cells lie`} significantly below ` +
            `${pct(confidence, 0)}.`
          : `No cell lies significantly below ${pct(confidence, 0)}.`,
        refused
          ? `${refused === 1 ? "One cell" : `${int(refused)} cells`} of importance sampling ` +
            `${refused === 1 ? "was" : "were"} refused, below its minimum trials.`
          : "",
      ].filter(Boolean).join(" "),
  },

  classes: {
    title: (n: number, tables: number, classes: number, features: number): string =>
      `All ${int(tables)} SET-free tables of ${n} ${features === 3 ? "solid " : ""}cards are relabellings of ` +
      `just ${classes}`,
    heading: (index: number): string => `Class ${index}`,
    tables: (tables: number, share: number): string =>
      `${int(tables)} tables (${share >= 0.01 ? pct(share, 0) : pctSig(share, 1)})`,
    flat: (dimension: number, features: number, most: number | null): string =>
      dimension <= 1
        ? "on one line"
        : dimension === 2
        ? "all in one plane of 9 cards"
        : dimension < features
        ? "all in one small deck of 27 cards"
        : features === 4
        ? `spans the whole deck; any small deck holds at most ${most}`
        : `spans the whole small deck; any plane holds at most ${most}`,
    planes: (quadruples: number): string =>
      quadruples === 0
        ? "no 4 of its cards in one plane"
        : `${quadruples === 1 ? "one group" : `${quadruples} groups`} of 4 cards in one plane`,
    completes: (most: number, cards: number): string =>
      most <= 1
        ? "no outside card completes 2 of its pairs"
        : `${cards === 1 ? "one outside card completes" : `${cards} outside cards complete`} ${most} of its pairs` +
          (cards === 1 ? "" : " each"),
    sumsToZero: (n: number, zero: boolean): string =>
      `its ${n} cards ${zero ? "add" : "do not add"} up to 0 in every feature`,
    symmetries: (stabilizer: number): string =>
      `${int(stabilizer)} symmetr${stabilizer === 1 ? "y leaves" : "ies leave"} it in place`,
    caption: ({ n, features, group, zero, alike }: {
      n: number;
      features: number;
      group: number;
      zero: readonly number[];
      alike: readonly (readonly number[])[];
    }): string =>
      `One table of each class of SET-free tables of ${n} cards${
        features === 3 ? " of the small deck (27 solid cards)" : ""
      }. A symmetry relabels the cards so that every SET stays a SET (the ${
        features === 3 ? "small deck" : "deck"
      } has ${int(group)}); a class is all the tables the symmetries carry one table to, so a table left in ` +
      `place by s symmetries stands for ${int(group)} / s tables. A plane is 9 cards closed under completing ` +
      "pairs, like the 9 solid red cards" +
      (features === 4 ? "; a small deck is 27 such cards, like the 27 solid cards of the Easy Start" : "") +
      `; outside cards are the ${3 ** features - n} not on the table. Four cards a, b, c, d lie in one plane when ` +
      "a + b = c + d, that is when one outside card completes both pairs a, b and c, d." +
      (zero.length
        ? ` Adding up to 0 (mod 3) in every feature is shared by a whole class when n is a multiple of 3; the cards ` +
          "left at the end of a game always do (the deck and every SET taken add up to 0), so " +
          `${n} cards left at the end are always a table of class ${listOr(zero)}.`
        : "") +
      alike.map((group) => ` Classes ${listAnd(group)} agree in all but their symmetries.`).join(""),
    alt: (n: number, features: number, rows: readonly (readonly string[])[]): string =>
      `${rows.length} rows of ${features === 3 ? "solid " : ""}cards, one SET-free table of ${n} cards for each ` +
      `class: ${rows.map((facts) => facts.join(", ")).join("; ")}.`,
  },

  largestTables: {
    title: (full: number, small: number): string =>
      `The largest SET-free tables are unique up to symmetry: ${full} cards of the deck, ${small} of the small deck`,
    heading: (features: number, n: number, stabilizer: number): string =>
      `${
        features === 4 ? "The full deck (81 cards)" : "The small deck (27 solid cards)"
      }: ${n} cards, left in place by ` +
      `${int(stabilizer)} symmetries`,
    count: (features: number, n: number, group: number, stabilizer: number, tables: number): string =>
      `${int(group)} symmetries ÷ ${int(stabilizer)} = ${int(tables)} tables: every SET-free table of ${n} ` +
      `${features === 4 ? "cards" : "solid cards"}`,
    caption: (full: LargestFacts, small: LargestFacts): string =>
      `The largest SET-free tables, each a single class: ${full.n} cards of the 81 (top) and ${small.n} of the ` +
      "small deck of 27 solid cards (bottom), each drawn by one table. A symmetry relabels the cards so that every " +
      `SET stays a SET: the deck has ${int(full.group)}, the small deck ${int(small.group)}. Divided by the ` +
      `symmetries that leave the table in place they count its class: ${int(full.tables)} tables of ${full.n} ` +
      `cards and ${int(small.tables)} of ${small.n} solid cards, every SET-free table of those sizes. ` +
      `No ${full.n + 1} cards, and no ${small.n + 1} solid cards, are free of SETs.`,
    alt: (full: LargestFacts, small: LargestFacts): string =>
      `Two tables of SET cards with no SET among them: ${full.n} cards of the full deck, left in place by ` +
      `${int(full.stabilizer)} symmetries, so ${int(full.tables)} such tables; and ${small.n} solid cards, ` +
      `left in place by ${int(small.stabilizer)} symmetries, so ${int(small.tables)} such tables.`,
  },

  deckComparison: {
    title: (small?: number, full?: number, deal?: number | null): string =>
      small === undefined || full === undefined
        ? "The chance of no SET, in the small deck and the full deck"
        : `Every ${small} solid cards hold a SET${
          deal && small <= deal ? `, so an Easy Start table of ${deal} always has one` : ""
        }; the full deck needs ${full}`,
    legend: (deck: "full" | "small"): string =>
      deck === "full" ? "full deck (81 cards)" : "small deck (27 solid cards, Easy Start)",
    axisCards: "cards on the table, n",
    axisProbability: "P(no SET)",
    exactZero: "exactly 0",
    deal: (n: number): string => `${n} cards dealt`,
    caption: (deal?: number, fullAtDeal?: number): string =>
      "The exact probability that n cards dealt at random hold no SET, for the small deck of the rulebook's Easy " +
      "Start (the 27 solid cards; out of C(27, n) tables) and for the full deck (out of C(81, n)), log scale. " +
      "Where a deck has no SET-free table at all the probability is exactly 0, which a log axis cannot show: " +
      "those sizes are marked in the strip under the axis." +
      (deal !== undefined && fullAtDeal !== undefined
        ? ` Dotted: the ${deal} cards both games deal, where the full deck lacks a SET ${pct(fullAtDeal)} of ` +
          "the time and the small deck never."
        : ""),
    alt: (small: DeckSummary, full: DeckSummary): string =>
      "Log-scale chart of the probability that n random cards hold no SET, for two decks. " +
      ([["The small deck", small], ["The full deck", full]] as const).map(([label, d]) =>
        `${label} falls from ${pctSig(d.first.p, 2)} at ${d.first.n} cards` +
        (d.last ? ` to ${d.last.p < 1e-4 ? timesPowerOfTen(d.last.p) : pctSig(d.last.p, 2)} at ${d.last.n}` : "") +
        (d.zero === undefined ? "." : ` and is exactly 0 from ${d.zero} cards on.`)
      ).join(" "),
  },

  deckCurves: {
    title: (halves: readonly { features: number; n: number }[]): string =>
      halves.length === 0
        ? "The more features, the more cards a random table holds before it meets a SET"
        : `A random table is as likely as not to hold a SET at about ${
          listAnd(halves.map((h) => fixed(h.n, 1)))
        } cards with ${listAnd(halves.map((h) => h.features))} features`,
    legend: (features: number, cards: number): string => `${features} features (${int(cards)} cards)`,
    legendExact: "exact value, where known",
    legendUpperBound: "no SET-free table seen: 95% upper bound",
    axisCards: "cards on the table, n (log scale)",
    axisProbability: "P(no SET)",
    exactZero: "exactly 0 from",
    level: (p: number): string => pct(p, 0),
    caption: (trials: number): string =>
      "The probability that n cards dealt at random from the deck of d features (3^d cards, every card a point of " +
      "(Z₃)^d) hold no SET, for d = 2 to 6, both axes on log scales. Each point is importance sampling's estimate " +
      `where it ran, plain sampling's elsewhere (${int(trials)} paths or tables per size), with its 95% interval, ` +
      "mostly narrower than the point; a cross marks the exact value where it is known (every n for 2 to 4 features; " +
      "3 to 5 cards for 5 and 6, by inclusion–exclusion). Where importance sampling does not run and plain sampling " +
      "saw no table without a SET, an arrow down from plain sampling's 95% upper bound stands for its estimate 0. " +
      "Under the axis, each deck's symbol marks where P becomes exactly 0: one card more than its largest SET-free " +
      "table. Dotted lines: 50% and 1%.",
    alt: (decks: readonly DeckCurveSummary[]): string =>
      "Chart of the probability that n random cards hold no SET against n, both on log scales, one falling curve " +
      "for each deck of 2 to 6 features, each further right than the last. " +
      decks.map((d) =>
        `${d.features} features (${int(d.cards)} cards): ${probability(d.first.p)} at ${d.first.n} cards, ` +
        `${probability(d.last.p)} at ${d.last.n}` +
        (d.half === undefined ? "" : `, 50% at about ${fixed(d.half, 1)}`) +
        (d.unseen.length ? `; above that only upper bounds, at ${listAnd(d.unseen)} cards` : "") +
        `; exactly 0 from ${d.zero} cards.`
      ).join(" "),
  },

  capSizes: {
    title: (first: CapSizeFacts, last: CapSizeFacts): string =>
      `On average a SET-free table built at random reaches ${pct(first.mean / first.largest, 0)} of the largest ` +
      `at ${first.features} features and ${pct(last.mean / last.largest, 0)} at ${last.features}`,
    legendRandom: "random maximal tables: range and mean",
    legendLargest: "largest SET-free table (proved)",
    legendBestKnown: "largest found so far, and the most possible",
    legendTwoValue: "2ᵈ cards: every feature one of two values",
    legendGrowth: (base: number, bound: "upper" | "lower"): string =>
      `${fixed(base, 3)}ᵈ: ${
        bound === "upper" ? "the largest stays below, for large d" : "some table this large, for large d"
      }`,
    axisFeatures: "features, d",
    axisShare: "share of the largest",
    axisCards: "cards (log scale)",
    caption: (runs: number, facts: CapCaptionFacts): string =>
      `For each number of features d, ${int(runs)} maximal SET-free tables built at random (the deck dealt in ` +
      "random order, each card put down unless it completes a SET with two already down, until none fits): the " +
      "range of their sizes as a bar, their mean as a dot. Beside them the largest SET-free table, proved for " +
      `d ≤ ${facts.proved}; for ${listAnd(facts.open.map((o) => o.features))} features the largest found so far` +
      facts.open.filter((o) => o.noCapOf !== undefined).map((o) =>
        `, and for ${o.features} the most possible, since no table of ${int(o.noCapOf!)} cards is SET-free ` +
        "(the segment between)"
      ).join("") +
      "; the 2ᵈ cards whose every feature takes one of two values, SET-free in every deck; and the growth rates " +
      `proved for large d, ${fixed(facts.lower, 3)}ᵈ (Tyrrell: some SET-free table is at least this large) and ` +
      `${fixed(facts.upper, 3)}ᵈ (Ellenberg and Gijswijt: the largest is o(${fixed(facts.upper, 3)}ᵈ)). ` +
      "Log scale: a power cᵈ is a straight line. The growth rates say nothing about small d: at " +
      `${facts.lowerAt.features} features ${fixed(facts.lower, 3)}ᵈ is ${fixed(facts.lowerAt.value, 1)}, ` +
      `${facts.lowerAt.value > facts.lowerAt.largest ? "above" : "below"} the largest, ${facts.lowerAt.largest}.`,
    alt: (
      runs: readonly CapSizeFacts[],
      records: readonly { features: number; size: number; proved: boolean }[],
      facts: CapCaptionFacts,
    ): string =>
      "Chart on a log scale of the sizes of SET-free tables against the number of features. " +
      runs.map((r) =>
        `${r.features} features: tables built at random have ${r.min === r.max ? r.min : `${r.min} to ${r.max}`} ` +
        `cards, ${fixed(r.mean, 1)} on average; the largest has ${r.largest}, the cards {0, 1}ᵈ number ` +
        `${int(2 ** r.features)}.`
      ).join(" ") + " Largest SET-free tables: " +
      records.map((r) =>
        `${int(r.size)} for ${r.features} feature${r.features === 1 ? "" : "s"}${r.proved ? "" : " (found so far)"}`
      ).join(", ") +
      `. The growth rates ${fixed(facts.lower, 3)}ᵈ and ${fixed(facts.upper, 3)}ᵈ are straight lines, steeper ` +
      "than 2ᵈ.",
  },

  pictures: {
    thirdCard: {
      title: (a: string, b: string, c: string): string =>
        `Any two cards have exactly one third card: ${a} and ${b} need ${c}`,
      caption: (a: Card, b: Card, c: Card): string =>
        `${cap(cardName(a))} and ${cardName(b)} need ${cardName(c)}: in every feature the three are all ` +
        "the same or all different, and the sum of their values is 0 mod 3.",
      alt: (a: Card, b: Card, c: Card): string =>
        `Three SET cards side by side: ${cardName(a)}, ${cardName(b)} and, outlined, the card that completes ` +
        `them, ${cardName(c)}.`,
      pairLabel: "the pair",
      thirdLabel: "the third card",
    },
    deckLayers: {
      title: "The 81 cards are three layers of 27, one for each shading",
      caption: "The whole deck, one block per shading (solid, striped, open); within a layer, colour and " +
        "shape vary across, number down. Each layer is a copy of the small deck, (Z₃)³.",
      alt: "All 81 SET cards in three blocks of 27: the solid cards, the striped cards and the open cards.",
      layer: (shading: string): string => `${cap(shading)} cards (27)`,
      shading: ["solid", "striped", "open"],
    },
    layerMethod: {
      title: (forbidden: number, left: number): string =>
        `Two SET-free layers rule out ${forbidden} of the 27 cards of the third: ${left} are left`,
      caption: (c0: number, c1: number, c2: number): string =>
        `A table with no SET, split by shading: ${c0} solid cards (C0) and ${c1} striped cards (C1), each ` +
        "without a SET. Every open card that completes a pair of one C0 and one C1 card is ruled out; the " +
        `table's ${c2} open cards (outlined) come from those left. The exact count repeats this for every ` +
        "choice of C0 and C1.",
      alt: (c0: number, c1: number, left: number): string =>
        `Three rows of cards: ${c0} solid cards, ${c1} striped cards, and the ${left} open cards still allowed.`,
      row0: (k: number): string => `C0: ${k} solid cards, no SET among them`,
      row1: (k: number): string => `C1: ${k} striped cards, no SET among them`,
      row2: (left: number): string => `Open cards still allowed: ${left} of 27 (the table's outlined)`,
    },
    setFreeTable: {
      title: (n: number): string => `${n} cards without a SET: no table of 21 cards can avoid one`,
      caption: (n: number, completing: number): string =>
        `A table of ${n} cards with no SET among its triples; each of the ${completing} other cards would ` +
        "make one. No 21-card table is SET-free, so 21 cards always hold a SET.",
      alt: (codes: string): string => `A grid of 20 SET cards with no SET among them: ${codes}.`,
    },
    puzzle: {
      title: (kind: "some" | "one" | "none", n: number): string =>
        kind === "one"
          ? `Practice puzzle: exactly one SET hides among these ${n} cards`
          : kind === "none"
          ? `Practice puzzle: is there a SET among these ${n} cards?`
          : `Practice puzzle: find a SET among these ${n} cards`,
      caption: (n: number): string =>
        `${n} cards dealt for practice, numbered row by row; the hint and the answer are figures of their own.`,
      alt: (names: string): string => `A table of SET cards, numbered row by row: ${names}.`,
    },
    hint: {
      title: (a: number, b: number): string => `Hint: cards ${a} and ${b} belong to a SET. Which card completes it?`,
      caption: "The two outlined cards are in a SET with one more card on the table; the answer is a separate figure.",
      alt: (a: string, b: string): string => `The puzzle table with two cards outlined: ${a} and ${b}.`,
    },
    answer: {
      title: (a: number, b: number, c: number, code: string): string =>
        `Answer: cards ${a} and ${b} need card ${c}, ${code}`,
      caption: (sets: string, count: number): string =>
        `The hinted SET outlined. The table holds ${count} SET${count === 1 ? "" : "s"}: ${sets}.`,
      alt: (a: string, b: string, c: string): string => `The puzzle table with a SET outlined: ${a}, ${b} and ${c}.`,
    },
  },
};

const METHOD: Record<string, string> = { plain: "plain sampling", sis: "importance sampling" };

/** How many of the estimators' intervals contain the exact value (where it is above 0), and which miss it. */
function intervals(rows: readonly MessageRow[]): string {
  const exact = (n: number) => rows.find((d) => d.kind === "exact" && d.n === n)?.p ?? 0;
  const checked = rows.filter((d) =>
    d.kind === "estimate" && d.lo !== undefined && d.hi !== undefined && exact(d.n) > 0
  );
  if (checked.length === 0) return "";
  const misses = checked.filter((d) => exact(d.n) < d.lo! || exact(d.n) > d.hi!);
  if (misses.length === 0) {
    return `All ${int(checked.length)} intervals of the two estimators contain the exact value.`;
  }
  return `${int(checked.length - misses.length)} of the ${int(checked.length)} intervals of the two estimators ` +
    `contain the exact value; ${listAnd(misses.map((d) => `${METHOD[d.source] ?? d.source} at ${d.n} cards`))} ${
      misses.length === 1 ? "misses" : "miss"
    } it (a 95% interval misses about 1 time in 20 by chance).`;
}

function range(lo: string, hi: string): string {
  return lo === hi ? lo : `${lo} to ${hi}`;
}

// A probability as the alt text says it: a percentage to two significant digits down to 0.01%, powers of ten below.
function probability(p: number): string {
  return p < 1e-4 ? sci(p, 2) : pctSig(p, 3);
}

function listOr(items: readonly (string | number)[]): string {
  return items.length <= 1 ? items.join("") : `${items.slice(0, -1).join(", ")} or ${items.at(-1)}`;
}

function cap(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/** The shape of a message table: the English one's. */
export type Messages = typeof en;

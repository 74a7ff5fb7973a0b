/**
 * The numbers others published, each with its source and where exactly it can be read: the data that
 * lib/data/references.ts types, checks as it loads and hands to the library. A TypeScript module rather than JSON, so
 * that a key written twice is a compile error (TS1117) and a misspelt field a type error.
 *
 * @module
 */
import type { References } from "../lib/data/references.ts";

export const REFERENCES: References = {
  about:
    "Numbers published by others, each with its source and where exactly it can be read, for the notebooks to show beside our own. Nothing here is computed by this project. Odds 'a:1 against' mean P = 1/(a+1). A source marked 'secondary' quotes another ('quoting'); its numbers are that quotation, not a reading of the original.",
  sources: {
    article: {
      title: "The Third SET Card: mod 3 pair completion and the 1,080 SETs",
      author: "Sheng",
      year: 2026,
      url: "https://sheng.page/posts/set-card-game-third-card-and-set-counting/",
      file: "../shared/sources/article-en.md (English), ../shared/sources/article-zh-TW.md (Traditional Chinese)",
      where:
        "P(no SET): section 'Finding a SET by completing pairs' (zh-TW: '用兩張補全搜尋桌面的 SET'), the printed output of no_set_probability.py (200,000 random draws per table size, seed 42, Wald 95% half-widths). Timings: section 'Counting triples and completing pairs' (zh-TW: '列舉三張與補全兩張'), the printed output of set_count.py (Python on a Mac, full deck, one run)",
    },
    "norvig-notebook": {
      title: "SET.ipynb (pytudes)",
      author: "Peter Norvig",
      url: "https://github.com/norvig/pytudes/blob/main/ipynb/SET.ipynb",
      where:
        "the printed output of experiments(100000): the table of initial layouts (12 and 15 random cards, 100,000 deals each), game play (4,000 games, the first SET found is taken), and 'no SETs before the last 3 cards dealt' (a 12-card layout whose first 9 cards hold no SET; a 15-card layout whose first 12 hold none); counts printed as 'with a SET / without'. Also the printed output of experiments(10000), the code cell after it: the same tables from 10,000 deals and 400 games, each row with its 'Set:NoSet ratio' rounded to an integer",
    },
    rulebook: {
      title: "SET: The Family Game of Visual Perception, rules",
      author: "SET Enterprises (published by PlayMonster)",
      file: "../shared/sources/rulebook.txt",
      where:
        "section 'Game Play', the note 'There are ~ 33:1 odds that a SET is present in 12 cards, and ~ 2500:1 odds when 15 cards are on the table' (read as odds against a table without a SET)",
    },
    warne: {
      title: "SET® Probabilities Revisited",
      author: "Henrik Warne",
      year: 2011,
      url: "https://henrikwarne.com/2011/09/30/set-probabilities-revisited/",
      where:
        "its opening paragraphs (posted 30 September 2011): 'His simulation arrives at the odds of 30:1 against there being no set in 12 cards from a full deck, and 16:1 when averaged over a whole game'",
      secondary: true,
      quoting:
        "Peter Norvig, 'The Odds of Finding a SET in The Card Game SET', norvig.com/SET.html: no readable copy of that page showing these numbers could be found, so they are cited only through this quotation",
    },
    "article-zh-TW": {
      title: "The Third SET Card: mod 3 pair completion and the 1,080 SETs, Traditional Chinese edition",
      author: "Sheng",
      year: 2026,
      file: "../shared/sources/article-zh-TW.md",
      where:
        "footnote [^set-sampling] to the section '用兩張補全搜尋桌面的 SET' (after '這個估計也接近 Norvig 的模擬'): 'Norvig 每種桌面抽樣 100,000 次，12 張有 3,299 次無 SET，也就是 3.299%；15 張有 38 次，為 0.038%'",
      secondary: true,
      quoting:
        "Peter Norvig, 'The Odds of Finding a SET in The Card Game SET', norvig.com/SET.html, the page the footnote links. The English edition's footnote marker (¹, after 'close to Norvig's simulation') has no footnote text in the copy read here; Norvig's notebook (pytudes) prints 3,156 and 37 for the same experiment, another run",
    },
  },
  // Norvig's notebook prints 'with a SET / without' counts (`printed`); draws is their sum. The settings 'no SET in
  // the first 9 cards' (12 cards) and 'no SET in the first 12 cards' (15 cards) are his 'no SETs before the last 3
  // cards dealt': each row's 'given' says what the draws were conditioned on.
  noSet: [
    {
      source: "article",
      setting: "fresh deal",
      n: 12,
      draws: 200000,
      p: 0.0317,
      halfWidth: 0.0008,
      interval: "Wald 95%",
      seed: 42,
      where: "section 'Finding a SET by completing pairs', the output line '12 cards: P(no SET) = 0.0317 +/- 0.0008'",
    },
    {
      source: "article",
      setting: "fresh deal",
      n: 15,
      draws: 200000,
      p: 0.0004,
      halfWidth: 0.0001,
      interval: "Wald 95%",
      seed: 42,
      where: "section 'Finding a SET by completing pairs', the output line '15 cards: P(no SET) = 0.0004 +/- 0.0001'",
    },
    {
      source: "norvig-notebook",
      setting: "fresh deal",
      n: 12,
      draws: 100000,
      noSet: 3156,
      printed: [96844, 3156],
      where: "output of experiments(100000), 'initial layouts', 12 cards: 96844 with a SET, 3156 without",
    },
    {
      source: "norvig-notebook",
      setting: "fresh deal",
      n: 15,
      draws: 100000,
      noSet: 37,
      printed: [99963, 37],
      where: "output of experiments(100000), 'initial layouts', 15 cards: 99963 with a SET, 37 without",
    },
    {
      source: "article-zh-TW",
      setting: "fresh deal",
      n: 12,
      draws: 100000,
      noSet: 3299,
      where:
        "footnote [^set-sampling]: '12 張有 3,299 次無 SET，也就是 3.299%' (of 100,000 draws; quoting Norvig's page)",
    },
    {
      source: "article-zh-TW",
      setting: "fresh deal",
      n: 15,
      draws: 100000,
      noSet: 38,
      where: "footnote [^set-sampling]: '15 張有 38 次，為 0.038%' (of 100,000 draws; quoting Norvig's page)",
    },
    {
      source: "norvig-notebook",
      setting: "game play, first SET taken",
      n: 12,
      draws: 91936,
      noSet: 5871,
      printed: [86065, 5871],
      where: "output of experiments(100000), 'game play', 12 cards: 86065 with a SET, 5871 without",
    },
    {
      source: "norvig-notebook",
      setting: "game play, first SET taken",
      n: 15,
      draws: 5659,
      noSet: 64,
      printed: [5595, 64],
      where: "output of experiments(100000), 'game play', 15 cards: 5595 with a SET, 64 without",
    },
    {
      source: "norvig-notebook",
      setting: "game play, first SET taken",
      n: 18,
      draws: 57,
      noSet: 0,
      printed: [57, 0],
      where: "output of experiments(100000), 'game play', 18 cards: 57 with a SET, 0 without",
    },
    {
      source: "norvig-notebook",
      setting: "game play, first SET taken",
      n: 12,
      draws: 9195,
      noSet: 542,
      printed: [8653, 542],
      oddsAgainst: 16,
      where:
        "output of experiments(10000), 'game play', 12 cards: '  12 |  8,653 |    542 |   16:1' (8653 with a SET, 542 without, Set:NoSet ratio 16:1, the 16:1 Warne quotes from Norvig's page)",
    },
    {
      source: "norvig-notebook",
      setting: "no SET in the first 9 cards",
      given: "no SET in the first 9 cards",
      n: 12,
      draws: 29668,
      noSet: 3242,
      printed: [26426, 3242],
      where:
        "output of experiments(100000), 'no SETs before the last 3 cards dealt', 12 cards: 26426 with a SET, 3242 without",
    },
    {
      source: "norvig-notebook",
      setting: "no SET in the first 12 cards",
      given: "no SET in the first 12 cards (so none in the first 9)",
      n: 15,
      draws: 3242,
      noSet: 35,
      printed: [3207, 35],
      where:
        "output of experiments(100000), 'no SETs before the last 3 cards dealt', 15 cards: 3207 with a SET, 35 without",
    },
    {
      source: "rulebook",
      setting: "fresh deal",
      n: 12,
      oddsAgainst: 33,
      where: "section 'Game Play': '~ 33:1 odds' for 12 cards",
    },
    {
      source: "rulebook",
      setting: "fresh deal",
      n: 15,
      oddsAgainst: 2500,
      where: "section 'Game Play': '~ 2500:1 odds' for 15 cards",
    },
    {
      source: "warne",
      setting: "fresh deal",
      n: 12,
      oddsAgainst: 30,
      where:
        "opening paragraphs: '30:1 against there being no set in 12 cards from a full deck' (quoting Norvig's page)",
    },
    {
      source: "warne",
      setting: "game play, first SET taken",
      n: 12,
      oddsAgainst: 16,
      where:
        "opening paragraphs: '16:1 when averaged over a whole game' (quoting Norvig's page; his simulation takes the first SET found)",
    },
  ],
  timings: [
    {
      source: "article",
      task: "all SETs of the full deck",
      method: "triples",
      milliseconds: 28,
      platform: "Python on a Mac",
      where:
        "section 'Counting triples and completing pairs', the output line 'SETs by enumerating triples: 1080  (28 ms)'",
    },
    {
      source: "article",
      task: "all SETs of the full deck",
      method: "pairs",
      milliseconds: 3,
      platform: "Python on a Mac",
      where:
        "section 'Counting triples and completing pairs', the output line 'SETs by completing pairs:    1080  (3 ms)'",
    },
  ],
  capSets: {
    about:
      "The largest SET-free tables of decks of d features, that is the largest caps of $(\\mathbb{Z}_3)^d$ (sets of points no three of which are on a line, i.e. form a SET), and bounds where the largest is unknown, each with its source and where exactly it is stated. For 2 to 4 features this project also counts every table exactly (lib/exact); for 5 and 6 it relies on these proofs. 'readVia' says where this project read a citation when the paper itself was not read here.",
    sources: {
      "oeis-a090245": {
        title:
          "A090245: Maximum numbers of cards that would have no SET in an n-attribute version of the SET card game",
        author: "The On-Line Encyclopedia of Integer Sequences (N. J. A. Sloane, editor)",
        url: "https://oeis.org/A090245",
        where:
          "the DATA line 1, 2, 4, 9, 20, 45, 112 with OFFSET 0 (n = 0..6 features), and the comment 'Or, largest size of an n-dimensional capset (i.e., a subset of $(\\mathbb{Z}/3\\mathbb{Z})^n$ that does not contain any lines {a, a+r, a+2r})' (Terence Tao, Feb 20 2009)",
      },
      "pellegrino-1970": {
        title: "Sul massimo ordine delle calotte in $S_{4,3}$",
        author: "Giuseppe Pellegrino",
        year: 1970,
        journal: "Le Matematiche (Catania) 25 (1970), 149–157",
        url: "https://mathi.uni-heidelberg.de/~yves/Matritzen/CAPs/CAPMatIndex.html",
        readVia:
          "Yves Edel's tables of caps (the URL), section 'Introduction': 'm2(4,3)=20 (the Pellegrino caps)'; the paper itself was not read here. The affine maximum of 20 for 4 features is also computed exactly by this project (data/exact-counts.json, 682,344 tables of 20 cards, none of 21)",
        where:
          "the main theorem: the largest cap of the 4-dimensional projective space over the field of three elements, PG(4, 3) (the S_{4,3} of the title), has 20 points",
      },
      "edel-ferret-landjev-storme-2002": {
        title: "The classification of the largest caps in AG(5, 3)",
        author: "Yves Edel, Sandy Ferret, Ivan Landjev, Leo Storme",
        year: 2002,
        journal: "Journal of Combinatorial Theory, Series A 99 (2002), 95–110",
        url: "http://mint.sbg.ac.at/desc_CHillCap.html",
        readVia:
          "MinT's page on the Hill cap (the URL): 'It has an affine sub-cap of size 45, which is the largest possible cap in the affine space AG(5, 3) [2]', reference [2] being this paper; the paper itself was not read here",
        where: "the main result: the largest caps of AG(5, 3) have 45 points (and are classified)",
      },
      "potechin-2008": {
        title: "Maximal caps in AG(6, 3)",
        author: "Aaron Potechin",
        year: 2008,
        journal: "Designs, Codes and Cryptography 46, no. 3 (March 2008)",
        url: "https://oeis.org/A090245",
        readVia:
          "the OEIS entry A090245 (the URL), which lists this paper under its references and gives a(6) = 112; Thackeray (2022, arXiv:2206.09804) cites it for dimensions up to 6; the paper itself was not read here",
        where: "the main result: the largest cap of AG(6, 3) has 112 points",
      },
      "thackeray-2022": {
        title: "The cap set problem: Up to dimension 7",
        author: "Henry Robert Thackeray",
        year: 2022,
        arxiv: "2206.09804",
        url: "https://arxiv.org/abs/2206.09804",
        where:
          "the abstract: 'we prove that every 110-cap 6-flat is a 112-cap 6-flat minus two cap points, and that there are no 289-cap 7-flats' (so a cap of 7 features has at most 288 cards)",
      },
      "romera-paredes-2024": {
        title: "Mathematical discoveries from program search with large language models",
        author:
          "Bernardino Romera-Paredes, Mohammadamin Barekatain, Alexander Novikov, Matej Balog, M. Pawan Kumar, Emilien Dupont, Francisco J. R. Ruiz, Jordan S. Ellenberg, Pengming Wang, Omar Fawzi, Pushmeet Kohli, Alhussein Fawzi",
        year: 2024,
        journal: "Nature 625 (2024), 468–475",
        doi: "10.1038/s41586-023-06924-6",
        url: "https://www.nature.com/articles/s41586-023-06924-6",
        where:
          "the cap set section and its figure of the largest cap sets by dimension: in dimension 8 a cap set of 512 vectors, larger than the 496 known before; in dimensions 3 to 7 the method finds the largest known, 9, 20, 45, 112 and 236 (236 being the best known cap of 7 features, an earlier construction the paper credits)",
      },
      "ellenberg-gijswijt-2017": {
        title: "On large subsets of $\\mathbb{F}_q^n$ with no three-term arithmetic progression",
        author: "Jordan S. Ellenberg, Dion Gijswijt",
        year: 2017,
        journal: "Annals of Mathematics 185 (2017), 339–343",
        arxiv: "1605.09223",
        url: "https://arxiv.org/abs/1605.09223",
        where:
          "the main theorem for q = 3 (the cap problem): a subset of $\\mathbb{F}_3^n$ with no three terms in arithmetic progression has $o(2.756^n)$ elements (the base is about 2.7551)",
      },
      "tyrrell-2022": {
        title: "New lower bounds for cap sets",
        author: "Fred Tyrrell",
        year: 2022,
        journal: "Discrete Analysis 2023:20 (published 13 December 2023)",
        arxiv: "2209.10045",
        doi: "10.19086/da.91076",
        url: "https://arxiv.org/abs/2209.10045",
        where:
          "Theorem 1.2: a cap set in $\\mathbb{F}_3^{56232}$ of an explicit size, and hence, for large n, a cap set in $\\mathbb{F}_3^n$ of size $(2.218021\\ldots)^n$",
      },
    },
    largest: [
      {
        features: 1,
        size: 2,
        source: "oeis-a090245",
        where: "a(1) = 2",
      },
      {
        features: 2,
        size: 4,
        source: "oeis-a090245",
        where: "a(2) = 4",
      },
      {
        features: 3,
        size: 9,
        source: "oeis-a090245",
        where: "a(3) = 9",
      },
      {
        features: 4,
        size: 20,
        source: "pellegrino-1970",
        where:
          "the largest cap of PG(4, 3) has 20 points; a cap of AG(4, 3) is one of PG(4, 3), so none has more, and caps of 20 points exist in AG(4, 3) (this project counts 682,344); OEIS A090245 a(4) = 20",
      },
      {
        features: 5,
        size: 45,
        source: "edel-ferret-landjev-storme-2002",
        where: "the largest cap of AG(5, 3) has 45 points; OEIS A090245 a(5) = 45",
      },
      {
        features: 6,
        size: 112,
        source: "potechin-2008",
        where: "the largest cap of AG(6, 3) has 112 points; OEIS A090245 a(6) = 112",
      },
    ],
    open: [
      {
        features: 7,
        bestKnown: 236,
        bestKnownSource: "romera-paredes-2024",
        noCapOf: 289,
        noCapOfSource: "thackeray-2022",
        where:
          "236: the largest known cap of 7 features, as tabulated by Romera-Paredes et al. (their figure of the largest cap sets by dimension); 289: Thackeray's abstract, 'there are no 289-cap 7-flats'",
      },
      {
        features: 8,
        bestKnown: 512,
        bestKnownSource: "romera-paredes-2024",
        where: "a cap set of 512 vectors in dimension 8, found by program search (FunSearch), the previous best 496",
      },
    ],
    growth: [
      {
        bound: "upper",
        base: 2.756,
        source: "ellenberg-gijswijt-2017",
        statement: "the largest cap of $(\\mathbb{Z}_3)^d$ has $o(2.756^d)$ cards",
        where: "the main theorem for q = 3",
      },
      {
        bound: "lower",
        base: 2.218,
        source: "tyrrell-2022",
        statement: "for every large d some cap of $(\\mathbb{Z}_3)^d$ has at least $2.218^d$ cards",
        where: "Theorem 1.2 and the sentence after it: $(2.218021\\ldots)^n$ for large n",
      },
    ],
  },
};

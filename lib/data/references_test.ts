import { deepEqual, equal, match, ok, throws } from "node:assert/strict";
import {
  checkReferences,
  NO_SET_REFERENCES,
  type NoSetReference,
  referenceProbability,
  REFERENCES,
  type References,
  settingCondition,
  SOURCES,
  TIMING_REFERENCES,
} from "./references.ts";
import { unreadableLiteral } from "../cli/check_data.ts";

Deno.test("every reference names a known source and where exactly it can be read", () => {
  for (const source of Object.values(SOURCES)) {
    ok(source.url || source.file, `${source.title} has a URL or a file`);
    ok(source.where.length > 20, `${source.title} says where`);
    if (source.secondary) ok(source.quoting, `${source.title} says what it quotes`);
  }
  for (const reference of [...NO_SET_REFERENCES, ...TIMING_REFERENCES]) {
    ok(SOURCES[reference.source], `source ${reference.source}`);
    ok(reference.where, `${reference.source} ${JSON.stringify(reference)} says where`);
  }
});

Deno.test("Norvig's page counts (3,299 and 38 of 100,000) are the Chinese edition's, quoted; Warne's quotation is secondary", () => {
  equal(NO_SET_REFERENCES.some((r) => r.source === "norvig-odds"), false);
  const quoted = NO_SET_REFERENCES.filter((r) => r.noSet === 3299 || r.noSet === 38);
  deepEqual(quoted.map((r) => [r.source, r.n, r.noSet, r.draws]), [
    ["article-zh-TW", 12, 3299, 100000],
    ["article-zh-TW", 15, 38, 100000],
  ]);
  equal(SOURCES["article-zh-TW"].secondary, true);
  match(SOURCES["article-zh-TW"].quoting!, /norvig\.com\/SET\.html/);
  equal(SOURCES.warne.secondary, true);
  const warne = NO_SET_REFERENCES.filter((r) => r.source === "warne");
  equal(warne.find((r) => r.setting === "fresh deal")!.oddsAgainst, 30);
  equal(warne.find((r) => r.setting.startsWith("game play"))!.oddsAgainst, 16);
  equal(referenceProbability(warne[0]), 1 / 31);
});

Deno.test("Norvig's experiments(10000) prints 16:1 in game play at 12 cards, Warne's 16:1; the first row found is still experiments(100000)'s", () => {
  const play12 = NO_SET_REFERENCES.filter((r) =>
    r.source === "norvig-notebook" && r.setting === "game play, first SET taken" && r.n === 12
  );
  deepEqual(play12.map((r) => [r.draws, r.noSet, r.printed, r.oddsAgainst]), [
    [91936, 5871, [86065, 5871], undefined],
    [9195, 542, [8653, 542], 16],
  ]);
  match(
    play12[1].where,
    /^output of experiments\(10000\), 'game play', 12 cards: ' {2}12 \| {2}8,653 \| {4}542 \| {3}16:1'/,
  );
  match(SOURCES["norvig-notebook"].where, /experiments\(10000\), the code cell after it: .* 400 games/);
  const warne = NO_SET_REFERENCES.find((r) => r.source === "warne" && r.setting === "game play, first SET taken")!;
  equal(Math.round(8653 / 542), warne.oddsAgainst);
  equal(Math.round(86065 / 5871), 15);
});

// checkReferences() of the committed references with one change.
const changed = (change: (refs: References, rows: Record<string, unknown>[]) => void) => {
  const copy = structuredClone(REFERENCES) as References;
  change(copy, copy.noSet as unknown as Record<string, unknown>[]);
  return () => checkReferences(copy);
};
const refused = (change: Parameters<typeof changed>[0], message: string) =>
  throws(changed(change), { message: `data/references.ts: ${message}` });

Deno.test("checkReferences() passes the committed references, as this module checks them when it loads", () => {
  equal(checkReferences(REFERENCES), REFERENCES);
  equal(NO_SET_REFERENCES.length, 16);
});

Deno.test("checkReferences() refuses a row twice, in one line naming the row (the hostile duplicated row: '16 published figures')", () => {
  refused(
    (refs) => refs.noSet = [...refs.noSet, refs.noSet[2]],
    "noSet[16] (norvig-notebook, fresh deal, 12 cards): is noSet[2] again",
  );
  refused(
    (refs) => refs.noSet = [...refs.noSet, { ...refs.noSet[14], where: "elsewhere" }],
    "noSet[16] (warne, fresh deal, 12 cards): is noSet[14] again",
  );
});

Deno.test("checkReferences() refuses a probability out of [0, 1], and p, counts and odds that disagree", () => {
  refused(
    (_, rows) => rows[0].p = -0.3,
    "noSet[0] (article, fresh deal, 12 cards): p -0.3 is not a probability in [0, 1]",
  );
  refused(
    (_, rows) => rows[1].p = 1.5,
    "noSet[1] (article, fresh deal, 15 cards): p 1.5 is not a probability in [0, 1]",
  );
  refused(
    (_, rows) => rows[2].p = 0.05,
    "noSet[2] (norvig-notebook, fresh deal, 12 cards): p 0.05 is not consistent with noSet / draws = 3156 / 100000 " +
      "(P = 0.03156)",
  );
  refused(
    (_, rows) => rows[12].p = 0.0303,
    "noSet[12] (rulebook, fresh deal, 12 cards): p 0.0303 is not consistent with oddsAgainst 33 (P ≈ 0.02941)",
  );
  refused(
    (_, rows) => rows[9].oddsAgainst = 15,
    "noSet[9] (norvig-notebook, game play, first SET taken, 12 cards): oddsAgainst 15 is not consistent with " +
      "noSet / draws = 542 / 9195 (P = 0.05895)",
  );
});

Deno.test("checkReferences() refuses counts beyond their draws or unlike what was printed, and rows stating nothing", () => {
  const cases: [(refs: References, rows: Record<string, unknown>[]) => void, string][] = [
    [
      (_, rows) => rows[2].noSet = 100001,
      "noSet[2] (norvig-notebook, fresh deal, 12 cards): noSet 100001 is not a count of its draws (100000)",
    ],
    [
      (_, rows) => rows[2].draws = 100000.5,
      "noSet[2] (norvig-notebook, fresh deal, 12 cards): draws 100000.5 is not a non-negative integer",
    ],
    [
      (_, rows) => rows[2].printed = [96844, 3157],
      "noSet[2] (norvig-notebook, fresh deal, 12 cards): printed [96844,3157] is not [draws − noSet, noSet] = [96844, 3156]",
    ],
    [
      (_, rows) => rows[14].noSet = 5,
      "noSet[14] (warne, fresh deal, 12 cards): noSet 5 is not a count of its draws (undefined)",
    ],
    [
      (_, rows) => delete rows[12].oddsAgainst,
      "noSet[12] (rulebook, fresh deal, 12 cards): states no probability (noSet of draws, p, or oddsAgainst)",
    ],
    [(_, rows) => delete rows[0].p, "noSet[0] (article, fresh deal, 12 cards): halfWidth is not the half-width of a p"],
    [(_, rows) => rows[3].n = 90, "noSet[3] (norvig-notebook, fresh deal, 90 cards): n 90 is not an integer in 3..81"],
  ];
  for (const [change, message] of cases) refused(change, message);
});

Deno.test("checkReferences() refuses a setting whose condition is not its given's (issue 19: Norvig's 15 cards are given none in the first 12)", () => {
  refused(
    (_, rows) => rows[11].setting = "no SET in the first 9 cards",
    'noSet[11] (norvig-notebook, no SET in the first 9 cards, 15 cards): given "no SET in the first 12 cards (so none ' +
      'in the first 9)" does not name the condition of its setting',
  );
  refused(
    (_, rows) => rows[11].setting = "no SET in the first 15 cards",
    "noSet[11] (norvig-notebook, no SET in the first 15 cards, 15 cards): its condition is not on fewer than its 15 cards",
  );
  refused(
    (_, rows) => rows[2].setting = "fresh deals",
    'noSet[2] (norvig-notebook, fresh deals, 12 cards): setting "fresh deals" is not a fresh deal, game play or a condition',
  );
  for (const r of NO_SET_REFERENCES) {
    if (r.given) equal(settingCondition(r.given.split(" (")[0]), settingCondition(r.setting));
  }
});

Deno.test("checkReferences() refuses unknown sources, sources without an address or a quotation, and bad timings and cap set records", () => {
  const cases: [(refs: References, rows: Record<string, unknown>[]) => void, string][] = [
    [
      (_, rows) => rows[12].source = "rules",
      'noSet[12] (rules, fresh deal, 12 cards): source "rules" is not one of article, norvig-notebook, rulebook, warne, article-zh-TW',
    ],
    [(refs) => delete refs.sources.warne.quoting, 'sources["warne"]: says what it quotes if and only if secondary'],
    [(refs) => delete refs.sources.rulebook.file, 'sources["rulebook"]: has neither url nor file'],
    [(refs) => refs.sources.warne.url = "henrikwarne.com", 'sources["warne"]: url "henrikwarne.com" is not http(s)'],
    [(refs) => (refs.timings[0] as { milliseconds: number }).milliseconds = -28, "timings[0]: -28 ms is not > 0"],
    [
      (refs) => (refs.capSets.largest[4] as { size: number }).size = 20,
      "capSets.largest[4]: size 20 is not more than d − 1's",
    ],
    [
      (refs) => (refs.capSets.open[0] as { noCapOf: number }).noCapOf = 236,
      "capSets.open[0]: noCapOf 236 is not > bestKnown",
    ],
    [
      (refs) => (refs.capSets.growth[0] as { base: number }).base = 3.1,
      "capSets.growth[0]: base 3.1 is not between 1 and 3",
    ],
  ];
  for (const [change, message] of cases) refused(change, message);
});

Deno.test("every number literal of data/references.ts reads back: none underflows to 0 or overflows to Infinity", async () => {
  const source = await Deno.readTextFile(new URL("../../data/references.ts", import.meta.url));
  equal(unreadableLiteral(source), undefined);
  const line = (text: string) => source.split("\n").findIndex((l) => l.includes(text)) + 1;
  equal(
    unreadableLiteral(source.replace("p: 0.0317", "p: 1e-400")),
    `line ${line("p: 0.0317")}: the literal 1e-400 reads as 0`,
  );
  equal(
    unreadableLiteral(source.replace("draws: 200000", "draws: 2e400")),
    `line ${line("draws: 200000")}: the literal 2e400 reads as Infinity`,
  );
});

Deno.test("an inconsistent data/references.ts stops the import of lib/data/references.ts with one line naming the row", async () => {
  const dir = await Deno.makeTempDir();
  try {
    await Deno.mkdir(`${dir}/lib/data`, { recursive: true });
    await Deno.mkdir(`${dir}/data`);
    await Deno.copyFile(new URL("./references.ts", import.meta.url), `${dir}/lib/data/references.ts`);
    const text = await Deno.readTextFile(new URL("../../data/references.ts", import.meta.url));
    await Deno.writeTextFile(`${dir}/data/references.ts`, text.replace("p: 0.0317", "p: -0.3"));
    const { code, stderr } = await new Deno.Command(Deno.execPath(), {
      args: ["run", "--quiet", "--no-config", "--no-check", `${dir}/lib/data/references.ts`],
      env: { NO_COLOR: "1" },
      stdout: "null",
    }).output();
    equal(code, 1);
    match(
      new TextDecoder().decode(stderr),
      /Error: data\/references\.ts: noSet\[0\] \(article, fresh deal, 12 cards\): p -0\.3 is not a probability in \[0, 1\]\n/,
    );
  } finally {
    await Deno.remove(dir, { recursive: true });
  }
});

Deno.test("referenceProbability() reads a count, a p or odds, in that order", () => {
  const row: NoSetReference = {
    source: "x",
    setting: "fresh deal",
    n: 12,
    draws: 9195,
    noSet: 542,
    oddsAgainst: 16,
    where: "",
  };
  equal(referenceProbability(row), 542 / 9195);
  equal(referenceProbability({ ...row, draws: undefined, noSet: undefined }), 1 / 17);
});

Deno.test('settingCondition() reads K of "no SET in the first K cards", undefined for other settings', () => {
  equal(settingCondition("no SET in the first 12 cards"), 12);
  equal(settingCondition("fresh deal"), undefined);
});

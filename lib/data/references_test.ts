import { deepEqual, equal, match, ok } from "node:assert/strict";
import {
  NO_SET_REFERENCES,
  type NoSetReference,
  readReferences,
  referenceProbability,
  type References,
  REFERENCES_FILE,
  settingCondition,
  SOURCES,
  TIMING_REFERENCES,
} from "./references.ts";
import { corrupt, readCopy, refusal } from "./_data_testing.ts";

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
  deepEqual(quoted.map((r) => [r.source, r.n, r.noSet, r.draws]), [["article-zh-TW", 12, 3299, 100000], [
    "article-zh-TW",
    15,
    38,
    100000,
  ]]);
  equal(SOURCES["article-zh-TW"].secondary, true);
  match(SOURCES["article-zh-TW"].quoting!, /norvig\.com\/SET\.html/);
  equal(SOURCES.warne.secondary, true);
  const warne = NO_SET_REFERENCES.filter((r) => r.source === "warne");
  equal(warne.find((r) => r.setting === "fresh deal")!.oddsAgainst, 30);
  equal(warne.find((r) => r.setting.startsWith("game play"))!.oddsAgainst, 16);
  equal(referenceProbability(warne[0]), 1 / 31);
});

// The committed file, for corrupted copies.
const committed: References = JSON.parse(await Deno.readTextFile(REFERENCES_FILE));
const refused = (content: unknown) => refusal("references.json", content, readReferences);
const changed = (change: (refs: References) => void) => refused(corrupt(committed, change));
const row = (refs: References, i: number) => refs.noSet[i] as Record<keyof NoSetReference | "oddAgainst", unknown>;

Deno.test("readReferences() passes the committed data/references.json, read from disk or imported", async () => {
  const fromDisk = await readReferences(REFERENCES_FILE);
  equal(fromDisk.noSet.length, NO_SET_REFERENCES.length);
  deepEqual(await readReferences(), fromDisk);
  equal(await readReferences(), await readReferences(), "read once");
});

Deno.test("readReferences() refuses a probability out of [0, 1] in one line naming the file and field: p -0.3 is not shown as -30.000%", async () => {
  equal(
    await changed((refs) => row(refs, 0).p = -0.3),
    "data/references.json: noSet[0].p: -0.3 is not a probability in [0, 1]",
  );
  equal(
    await changed((refs) => row(refs, 1).p = 1.5),
    "data/references.json: noSet[1].p: 1.5 is not a probability in [0, 1]",
  );
});

Deno.test("readReferences() refuses a truncated or empty file as not valid JSON, naming the file", async () => {
  const text = await Deno.readTextFile(REFERENCES_FILE);
  match(
    await refused(text.slice(0, 2991)),
    /^data\/references\.json: not valid JSON \(Unterminated string in JSON at position \d+/,
  );
  match(await refused(text.slice(0, text.lastIndexOf("}"))), /^data\/references\.json: not valid JSON \(.+\)$/);
  equal(await refused(""), "data/references.json: not valid JSON (the file is empty)");
});

Deno.test("readReferences() refuses missing fields, wrong types, strings for numbers, negative and fractional counts", async () => {
  const cases: [(refs: References) => void, string][] = [
    [(refs) => delete row(refs, 3).n, "noSet[3].n: missing (should be an integer in 3..81)"],
    [(refs) => row(refs, 3).n = "15", 'noSet[3].n: "15" is not an integer in 3..81'],
    [(refs) => row(refs, 3).n = 90, "noSet[3].n: 90 is not an integer in 3..81"],
    [(refs) => row(refs, 11).oddsAgainst = "NaN", 'noSet[11].oddsAgainst: "NaN" is not a non-negative number'],
    [(refs) => row(refs, 2).noSet = -3156, "noSet[2].noSet: -3156 is not a non-negative integer"],
    [(refs) => row(refs, 2).draws = 100000.5, "noSet[2].draws: 100000.5 is not a positive integer"],
    [(refs) => row(refs, 2).noSet = null, "noSet[2].noSet: null is not a non-negative integer"],
    [
      (refs) => row(refs, 2).setting = "fresh deals",
      'noSet[2].setting: "fresh deals" is not one of fresh deal, game play, first SET taken, no SET in the first K cards',
    ],
    [
      (refs) => row(refs, 11).oddAgainst = 33,
      "noSet[11].oddAgainst: unexpected field (known: source, setting, n, draws, noSet, p, halfWidth, interval, seed, oddsAgainst, given, where)",
    ],
    [
      (refs) => delete row(refs, 11).oddsAgainst,
      "noSet[11]: states no probability (noSet of draws, p, or oddsAgainst)",
    ],
    [
      (refs) => row(refs, 11).source = "rules",
      'noSet[11].source: "rules" is not the id of a source (article, norvig-notebook, rulebook, warne, article-zh-TW)',
    ],
    [(refs) => refs.noSet = [], "noSet: [] is not an array of at least 1"],
    [
      (refs) => delete (refs.sources.warne as { quoting?: string }).quoting,
      "sources.warne: is secondary but has no quoting",
    ],
    [(refs) => refs.sources.rulebook.file = undefined, "sources.rulebook: has neither url nor file"],
    [
      (refs) => (refs.timings[0] as { milliseconds: unknown }).milliseconds = -28,
      "timings[0].milliseconds: -28 is not a positive number",
    ],
  ];
  for (const [change, reason] of cases) equal(await changed(change), `data/references.json: ${reason}`);
});

Deno.test("readReferences() refuses counts larger than their draws, and p, counts and odds that disagree", async () => {
  const cases: [(refs: References) => void, string][] = [
    [(refs) => row(refs, 2).noSet = 100001, "noSet[2].noSet: 100001 is not at most draws (100000)"],
    [
      (refs) => row(refs, 2).p = 0.05,
      "noSet[2].p: 0.05 is not consistent with noSet / draws = 3156 / 100000 (P = 0.03156)",
    ],
    [(refs) => row(refs, 11).p = 0.05, "noSet[11].p: 0.05 is not consistent with oddsAgainst 33 (P ≈ 0.02941)"],
    [(refs) => row(refs, 13).noSet = 5, "noSet[13].noSet: 5 is not a count with its draws"],
    [(refs) => delete row(refs, 0).p, "noSet[0].halfWidth: 0.0008 is not a half-width of a p"],
  ];
  for (const [change, reason] of cases) equal(await changed(change), `data/references.json: ${reason}`);
  // Odds of 33:1 are P = 1/34 = 0.0294 to their rounding: a p of 0.029 agrees, 0.0303 does not.
  await readCopy("references.json", corrupt(committed, (refs) => row(refs, 11).p = 0.029), readReferences);
  equal(
    await changed((refs) => row(refs, 11).p = 0.0303),
    "data/references.json: noSet[11].p: 0.0303 is not consistent with oddsAgainst 33 (P ≈ 0.02941)",
  );
});

Deno.test("readReferences() refuses a setting whose condition is not its given's (issue 19: Norvig's 15 cards are given none in the first 12)", async () => {
  equal(
    await changed((refs) => row(refs, 10).setting = "no SET in the first 9 cards"),
    'data/references.json: noSet[10].given: "no SET in the first 12 cards (so none in the first 9)" is not the ' +
      'condition its setting "no SET in the first 9 cards" names',
  );
  equal(
    await changed((refs) => row(refs, 2).given = "no SET in the first 9 cards"),
    'data/references.json: noSet[2].given: "no SET in the first 9 cards" is not the condition its setting "fresh deal" names',
  );
  equal(
    await changed((refs) => row(refs, 10).setting = "no SET in the first 15 cards"),
    'data/references.json: noSet[10].setting: "no SET in the first 15 cards" is not a condition on fewer than its n = 15 cards',
  );
  const [twelve, fifteen] = [9, 10].map((i) => committed.noSet[i]);
  deepEqual([twelve.setting, twelve.n, fifteen.setting, fifteen.n], [
    "no SET in the first 9 cards",
    12,
    "no SET in the first 12 cards",
    15,
  ]);
  for (const r of NO_SET_REFERENCES) {
    if (r.given) equal(settingCondition(r.given.split(" (")[0]), settingCondition(r.setting));
  }
});

Deno.test("readReferences() refuses Norvig's printed counts when they disagree with the rows", async () => {
  equal(
    await changed((refs) =>
      (refs.noSetPublishedAs["norvig-notebook"] as Record<string, Record<string, number[]>>)["fresh deal"]["12"] = [
        96844,
        3157,
      ]
    ),
    'data/references.json: noSetPublishedAs["norvig-notebook"]["fresh deal"]["12"]: [96844, 3157] is not a row of ' +
      'noSet (source norvig-notebook, setting "fresh deal", n 12, draws 100001, noSet 3157)',
  );
  equal(
    await changed((refs) =>
      delete (refs.noSetPublishedAs["norvig-notebook"] as Record<string, unknown>)["no SET in the first 12 cards"]
    ),
    'data/references.json: noSet[10]: has no printed counts in noSetPublishedAs["norvig-notebook"]',
  );
});

Deno.test("a malformed data/references.json stops the import of references.ts with one line naming the file", async () => {
  const dir = await Deno.makeTempDir();
  await Deno.mkdir(`${dir}/lib/common`, { recursive: true });
  await Deno.mkdir(`${dir}/lib/data`, { recursive: true });
  await Deno.mkdir(`${dir}/data`);
  for (const name of ["references.ts", "_data_text.ts", "schema.ts", "data_file.ts"]) {
    await Deno.copyFile(new URL(name, import.meta.url), `${dir}/lib/data/${name}`);
  }
  await Deno.copyFile(new URL("../common/check.ts", import.meta.url), `${dir}/lib/common/check.ts`);
  const text = await Deno.readTextFile(REFERENCES_FILE);
  for (
    const [content, reason] of [
      [text.slice(0, 2991), /data\/references\.json: not valid JSON \(Unterminated string in JSON at position \d+/],
      [
        text.replace('"p": 0.0317', '"p": -0.3'),
        /data\/references\.json: noSet\[0\]\.p: -0\.3 is not a probability in \[0, 1\]\n/,
      ],
    ] as const
  ) {
    await Deno.writeTextFile(`${dir}/data/references.json`, content);
    const { code, stderr } = await new Deno.Command(Deno.execPath(), {
      args: ["run", "--quiet", "--no-config", "--allow-read", `${dir}/lib/data/references.ts`],
      env: { NO_COLOR: "1" },
      stdout: "null",
    }).output();
    equal(code, 1);
    match(new TextDecoder().decode(stderr), reason);
  }
  await Deno.remove(dir, { recursive: true });
});

import { deepEqual, equal, match, ok } from "node:assert/strict";
import type { CoverageCell, CoverageStudy } from "../montecarlo/coverage.ts";
import { readCoverageStudy } from "../data/readers.ts";
import { formatStudy } from "./coverage.ts";

import { runCommand } from "./_testing.ts";
const SCRIPT = new URL("./coverage.ts", import.meta.url).pathname;

const run = (...args: string[]) => runCommand(SCRIPT, args);

Deno.test("coverage CLI: bad input gets one line naming the flag and value, exit 2, and no file", async () => {
  const dir = await Deno.makeTempDir();
  const out = `${dir}/coverage.json`;
  const cases: [string[], RegExp][] = [
    [["--seeds", "0", "--out", out], /--seeds must be an integer in 1\.\.1,000,000, got "0"/],
    [["--seeds", "many", "--out", out], /--seeds must be an integer .*got "many"/],
    [
      ["--seeds", "2000000", "--out", out],
      /--seeds must be an integer in 1\.\.1,000,000, got "2000000"/,
    ],
    [["--workers", "0", "--quick", "--out", out], /--workers must be an integer in 1\.\..*got "0"/],
    [["--quick=yes", "--out", out], /flag --quick takes no value/],
    [["--sizes", "12", "--out", out], /unknown flag "--sizes"/],
    [["--force"], /flag --force needs --out FILE/],
    [["--quick", "--out", `${dir}/missing/coverage.json`], /--out .*missing\/coverage\.json: folder .* does not exist/],
  ];
  const results = await Promise.all(cases.map(([args]) => run(...args)));
  results.forEach(({ code, stdout, stderr }, i) => {
    equal(code, 2, `${cases[i][0].join(" ")}: exit code`);
    equal(stdout, "");
    equal(stderr.trimEnd().split("\n").length, 1, `one line: ${stderr}`);
    match(stderr, cases[i][1]);
  });
  deepEqual([...Deno.readDirSync(dir)], []);
  await Deno.remove(dir, { recursive: true });
});

Deno.test("coverage CLI: --quick --json prints the study, --out writes it once and not again without --force", async () => {
  const dir = await Deno.makeTempDir();
  const out = `${dir}/coverage.json`;
  const first = await run("--quick", "--seeds", "20", "--workers", "2", "--out", out, "--json");
  equal(first.code, 0, first.stderr);
  const printed = JSON.parse(first.stdout) as CoverageStudy;
  deepEqual(JSON.parse(await Deno.readTextFile(out)), printed);
  deepEqual(await readCoverageStudy(81, out), printed, "what the command writes passes the reader's checks");
  deepEqual([printed.seeds, printed.sizes, printed.trials, printed.confidence], [20, [12, 19], [1000, 100_000], 0.95]);
  equal(printed.cells.length, 8);
  match(first.stderr, /blocks of seeds/);

  const again = await run("--quick", "--seeds", "20", "--out", out);
  equal(again.code, 2);
  match(again.stderr, /exists; pass --force to replace it/);
  const forced = await run("--quick", "--seeds", "21", "--out", out, "--force");
  equal(forced.code, 0, forced.stderr);
  match(forced.stdout, /^Coverage of the 95% intervals: 21 seeds at 1,000 trials/);
  match(forced.stdout, /19 +sis +1,000 +refused +min 100,000/);
  equal(JSON.parse(await Deno.readTextFile(out)).seeds, 21);
  deepEqual([...Deno.readDirSync(dir)].map((e) => e.name), ["coverage.json"]);
  await Deno.remove(dir, { recursive: true });
});

// A study of one cell, with the exact value at its size.
const studyOf = (cell: CoverageCell, exact: number): CoverageStudy => ({
  method: "",
  confidence: 0.95,
  seeds: cell.seeds,
  seedsRule: "",
  sizes: [cell.n],
  trials: [cell.trials],
  methods: [cell.method],
  exact: { [cell.n]: exact },
  generator: "g",
  versions: { deno: "", v8: "", typescript: "", packages: {} },
  workers: 1,
  date: "",
  seconds: 1,
  cells: [cell],
});

Deno.test("formatStudy() names the cells whose coverage interval lies below nominal", () => {
  const cell: CoverageCell = {
    method: "sis",
    n: 19,
    trials: 100_000,
    status: "run",
    minimumTrials: 100_000,
    seeds: 100,
    covered: 80,
    below: 20,
    above: 0,
    failed: 0,
    coverage: 0.8,
    coverageCi: [0.708, 0.873],
    trialsRun: 100_000,
    ciMethod: "t",
    relativeHalfWidth: 0.15,
    seconds: 1,
  };
  const text = formatStudy(studyOf(cell, 9e-12));
  match(text, /Coverage BELOW nominal 95% in 1 of 1 cells: sis n = 19 at 100,000 trials/);
  ok(text.includes("80.00%  [70.80%, 87.30%]"));
});

Deno.test("formatStudy() shows each cell's exact coverage of the three intervals, and says when every cell reaches nominal", () => {
  const cell: CoverageCell = {
    method: "plain",
    n: 12,
    trials: 1000,
    status: "run",
    minimumTrials: 1,
    seeds: 40,
    covered: 39,
    below: 1,
    above: 0,
    failed: 0,
    coverage: 0.975,
    coverageCi: [0.868, 0.999],
    trialsRun: 1000,
    ciMethod: "Clopper–Pearson exact binomial 95%",
    relativeHalfWidth: 0.36,
    exactCoverage: { clopperPearson: 0.9603, wilson: 0.9518, wald: 0.9356 },
    seconds: 0.1,
  };
  const text = formatStudy(studyOf(cell, 0.0323));
  match(text, /12 +plain +1,000 +40 +97\.50% +\[86\.80%, 99\.90%\] +96\.03% +95\.18% +93\.56%/);
  match(text, /every one of the 1 cells run reaches its nominal 95%/);
});

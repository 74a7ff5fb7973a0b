import { deepEqual, equal, match, ok } from "node:assert/strict";
import { CAPS } from "./caps.ts";
import { badInputCases, runCommand } from "./_testing.ts";
import type { MaximalCapsRun } from "../montecarlo/maximal_caps.ts";

const SCRIPT = new URL("./caps.ts", import.meta.url).pathname;

Deno.test("caps CLI: bad input gets one line naming the flag and value, exit 2, and no file", async () => {
  await badInputCases(SCRIPT, (out, dir) => [
    [["--features", "7", "--out", out], /--features must be one of 2, 3, 4, 5, 6, got "7"/],
    [["--runs", "0"], /--runs must be an integer in 1\.\.10,000,000,000, got "0"/],
    [["--runs", "1e4"], /--runs must be an integer .* got "1e4"/],
    [["--seed="], /--seed must be 1 to 200 characters.*, got ""/],
    [["--workers", "0"], /--workers must be an integer in 1\.\./],
    [["--force"], /flag --force needs --out FILE/],
    [["--run", "5"], /unknown flag "--run"/],
    [["--out", `${dir}/none/x.json`], /folder .*none does not exist/],
  ], CAPS);
});

Deno.test("caps CLI: --json --out writes the run with its seed, runs and method; the table reads it", async () => {
  const dir = await Deno.makeTempDir();
  const out = `${dir}/caps.json`;
  const args = ["--features", "5", "--runs", "12000", "--seed", "7", "--workers", "2", "--out", out];
  const json = await runCommand(SCRIPT, [...args, "--json"]);
  equal(json.code, 0, json.stderr);
  const run = JSON.parse(json.stdout) as MaximalCapsRun;
  deepEqual(JSON.parse(await Deno.readTextFile(out)), run);
  deepEqual([run.features, run.runs, run.seed, run.largestSetFree, run.twoValueCap], [5, 12000, "7", 45, 32]);
  ok(run.min > 30 && run.max <= 45 && run.mean > 34 && run.mean < 37, `${run.min}..${run.max}, ${run.mean}`);
  const text = await runCommand(SCRIPT, ["--features", "5", "--runs", "12000", "--seed", "7", "--workers", "1"]);
  equal(text.code, 0, text.stderr);
  match(text.stdout, /^Random maximal SET-free tables of the deck of 5 features \(243 cards\): 12,000 runs, seed "7"/);
  match(text.stdout, new RegExp(`mean ${run.mean.toFixed(3)} cards`));
  const largest = run.counts[run.max], share = `${(100 * largest / run.runs).toFixed(2)}%`;
  match(text.stdout, new RegExp(`\n +${run.max} +${largest.toLocaleString("en-US")} +${share} +${share}\n`));
  await Deno.remove(dir, { recursive: true });
});

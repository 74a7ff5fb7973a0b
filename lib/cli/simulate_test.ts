import { deepEqual, equal, match, ok } from "node:assert/strict";
import { formatRun, parseSizes } from "./simulate.ts";
import { UsageError } from "./args.ts";
import type { SimulationRun } from "../montecarlo/simulate.ts";

const SCRIPT = new URL("./simulate.ts", import.meta.url).pathname;

async function run(...args: string[]): Promise<{ code: number; stdout: string; stderr: string }> {
  const output = await new Deno.Command(Deno.execPath(), { args: ["run", "--allow-all", SCRIPT, ...args] }).output();
  const decode = (bytes: Uint8Array) => new TextDecoder().decode(bytes);
  return { code: output.code, stdout: decode(output.stdout), stderr: decode(output.stderr) };
}

async function exists(path: string): Promise<boolean> {
  return await Deno.stat(path).then(() => true, () => false);
}

Deno.test("parseSizes() reads sizes and ranges, sorted without repeats", () => {
  deepEqual(parseSizes("9-21"), Array.from({ length: 13 }, (_, i) => 9 + i));
  deepEqual(parseSizes("15,12,12-13"), [12, 13, 15]);
  for (const bad of ["", "2", "82", "21-9", "12,,15", "x", "1e1", "9-", "-3"]) {
    try {
      parseSizes(bad);
      ok(false, `${JSON.stringify(bad)} accepted`);
    } catch (error) {
      ok(error instanceof UsageError);
      match(error.message, /^--sizes must be sizes 3\.\.81/);
    }
  }
});

Deno.test("simulate CLI: bad input gets one line naming the flag and value, exit 2, and no file", async () => {
  const dir = await Deno.makeTempDir();
  const out = `${dir}/run.json`;
  const cases: [string[], RegExp][] = [
    [["--sizes", "2-5", "--out", out], /--sizes .*"2-5"/],
    [["--sizes", "12,x", "--out", out], /--sizes .*"12,x"/],
    [["--trials", "0", "--out", out], /--trials must be a positive integer, got "0"/],
    [["--trials", "1.5", "--out", out], /--trials must be a positive integer, got "1\.5"/],
    [["--workers", "0", "--out", out], /--workers must be a positive integer.*got "0"/],
    [["--method", "fast", "--out", out], /--method must be one of plain, sis, both, got "fast"/],
    [["--speed", "9", "--out", out], /unknown flag --speed/],
    [["--out", `${dir}/missing/run.json`], /--out .*missing\/run\.json: folder .* does not exist/],
    [["--out", dir], /--out .* is a folder/],
  ];
  const results = await Promise.all(cases.map(([args]) => run(...args)));
  results.forEach(({ code, stdout, stderr }, i) => {
    equal(code, 2, `${cases[i][0].join(" ")}: exit code`);
    equal(stdout, "");
    equal(stderr.trimEnd().split("\n").length, 1, `one line: ${stderr}`);
    match(stderr, cases[i][1]);
  });
  equal(await exists(out), false);
  deepEqual([...Deno.readDirSync(dir)], []);
  await Deno.remove(dir, { recursive: true });
});

Deno.test("simulate CLI: --json prints the run, --out writes it once and not again without --force", async () => {
  const dir = await Deno.makeTempDir();
  const out = `${dir}/run.json`;
  const args = (
    seed: string,
  ) => ["--sizes", "12,20", "--trials", "20000", "--seed", seed, "--workers", "2", "--out", out];
  const first = await run(...args("7"), "--json");
  equal(first.code, 0, first.stderr);
  const printed = JSON.parse(first.stdout) as SimulationRun;
  deepEqual(JSON.parse(await Deno.readTextFile(out)), printed);
  deepEqual([printed.seed, printed.trials, printed.workers], ["7", 20000, 2]);
  deepEqual(printed.results.map((r) => [r.n, r.method]), [[12, "plain"], [12, "sis"], [20, "plain"], [20, "sis"]]);
  match(first.stderr, /chunks/);

  const again = await run(...args("8"));
  equal(again.code, 2);
  match(again.stderr, /exists; pass --force to overwrite it/);
  equal(JSON.parse(await Deno.readTextFile(out)).seed, "7");
  const forced = await run(...args("8"), "--force");
  equal(forced.code, 0, forced.stderr);
  match(forced.stdout, /^P\(no SET \| n\): seed "8"/);
  equal(JSON.parse(await Deno.readTextFile(out)).seed, "8");
  deepEqual([...Deno.readDirSync(dir)].map((e) => e.name), ["run.json"]);
  await Deno.remove(dir, { recursive: true });
});

Deno.test("formatRun() shows one line per estimate with its interval", () => {
  const text = formatRun({
    seed: "42",
    trials: 10,
    workers: 1,
    generator: "g",
    versions: { deno: "", v8: "", typescript: "", packages: {} },
    date: "",
    seconds: 1,
    results: [{ n: 12, method: "plain", trials: 10, p: 0, ci: [0, 0.3], ciMethod: "Wilson", noSet: 0, seconds: 0.5 }],
  });
  match(text, /^P\(no SET \| n\): seed "42"/);
  match(text.split("\n")[2], /^12 +plain +10 +0 +\[0, 3\.000e-1\]/);
});

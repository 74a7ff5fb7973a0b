import { deepEqual, equal, match } from "node:assert/strict";
import { DEFAULT_SIZES, formatRun, SIMULATE } from "./simulate.ts";
import type { SimulationRun } from "../montecarlo/simulate.ts";
import { badInputCases, runCommand } from "./_testing.ts";
import { thoroughTest } from "../common/_quick_loop_test.ts";

const SCRIPT = new URL("./simulate.ts", import.meta.url).pathname;
const run = (...args: string[]) => runCommand(SCRIPT, args);

Deno.test("simulate CLI: bad input gets one line naming the flag and value, exit 2, and no file", async () => {
  await badInputCases(SCRIPT, (out, dir) => [
    [["--sizes", "2-5", "--out", out], /--sizes must be sizes in 3\.\.729, as a list and ranges.*got "2-5"/],
    [["--sizes", "244", "--features", "5"], /--sizes must be table sizes 3\.\.243 for 5 features, got 244/],
    [
      ["--sizes", "30,40", "--features", "5", "--method", "both"],
      /^simulate: importance sampling gives no honest interval at 40 cards of 5 features .*\(use --method plain there\)$/m,
    ],
    [["--sizes", "12,x", "--out", out], /--sizes .*got "12,x"/],
    [["--sizes", "12", "--features", "3", "--sizes", "13"], /flag --sizes given twice/],
    [["--sizes", "28", "--features", "3", "--out", out], /--sizes must be table sizes 3\.\.27 for 3 features, got 28/],
    [
      ["--trials", "0", "--out", out],
      /--trials must be an integer in 1\.\.1,000,000,000,000, got "0"/,
    ],
    [["--trials", "1.5"], /--trials must be an integer .* got "1\.5"/],
    [["--trials", "1e3"], /--trials must be an integer .* got "1e3"/],
    [["--trials", "0x1000"], /--trials must be an integer .* got "0x1000"/],
    [["--trials", "1,000"], /--trials must be an integer .* got "1,000"/],
    [["--trials", "1_000"], /--trials must be an integer .* got "1_000"/],
    [
      ["--sizes", "12,19", "--trials", "1000", "--method", "sis", "--seed", "4"],
      /--trials 1,000 is too few for importance sampling: it needs at least 100,000 trials at 19 cards/,
    ],
    [["--trials", "1000000000001"], /--trials must be an integer in 1\.\.1,000,000,000,000/],
    [["--workers", "0"], /--workers must be an integer in 1\.\.\d+, got "0"/],
    [["--workers", "256"], /--workers must be an integer in 1\.\.\d+, got "256"/],
    [["--method", "fast"], /--method must be one of plain, sis, both, got "fast"/],
    [["--features", "7"], /--features must be one of 2, 3, 4, 5, 6, got "7"/],
    [["--seed="], /--seed must be 1 to 200 characters.*, got ""/],
    [["--seed"], /flag --seed needs a value/],
    [["--out="], /--out must be a file, got ""/],
    [["--out"], /flag --out needs a value/],
    [["--json=yes"], /flag --json takes no value/],
    [["12"], /unexpected argument "12"/],
    [["--speed", "9"], /unknown flag "--speed"/],
    [["--force"], /flag --force needs --out FILE/],
    [["--out", `${dir}/missing/run.json`], /--out .*missing\/run\.json: folder .* does not exist/],
    [["--out", dir], /--out .* is a folder; only a regular file is ever replaced/],
  ], SIMULATE);
});

Deno.test("simulate CLI: --json prints the run, --out writes it once and not again without --force", async () => {
  const dir = await Deno.makeTempDir();
  const out = `${dir}/run.json`;
  const args = (
    seed: string,
  ) => ["--sizes", "12,20", "--trials", "100000", "--seed", seed, "--workers", "2", "--out", out];
  const first = await run(...args("7"), "--json");
  equal(first.code, 0, first.stderr);
  const printed = JSON.parse(first.stdout) as SimulationRun;
  deepEqual(JSON.parse(await Deno.readTextFile(out)), printed);
  deepEqual([printed.seed, printed.trials, printed.workers, printed.features], ["7", 100000, 2, 4]);
  deepEqual(printed.results.map((r) => [r.n, r.method]), [[12, "plain"], [12, "sis"], [20, "plain"], [20, "sis"]]);
  match(first.stderr, /simulate: \d+ of \d+ chunks, done in/);

  const again = await run(...args("8"));
  equal(again.code, 2);
  match(again.stderr, /exists; pass --force to replace it/);
  equal(JSON.parse(await Deno.readTextFile(out)).seed, "7");
  const forced = await run(...args("8"), "--force");
  equal(forced.code, 0, forced.stderr);
  match(forced.stdout, /^P\(no SET \| n\): seed "8"/);
  equal(JSON.parse(await Deno.readTextFile(out)).seed, "8");
  deepEqual([...Deno.readDirSync(dir)].map((e) => e.name), ["run.json"]);
  await Deno.remove(dir, { recursive: true });
});

Deno.test("simulate CLI: --features 6 deals from the 729 cards; without --sizes each deck has its own", async () => {
  const six = await run("--features", "6", "--sizes", "5,20,113", "--trials", "100000", "--workers", "2", "--json");
  equal(six.code, 0, six.stderr);
  const printed = JSON.parse(six.stdout) as SimulationRun;
  equal(printed.features, 6);
  deepEqual(printed.results.map((r) => [r.n, r.method]), [
    [5, "plain"],
    [5, "sis"],
    [20, "plain"],
    [20, "sis"],
    [113, "plain"],
    [113, "sis"],
  ]);
  const [plain20, sis20] = printed.results.slice(2, 4);
  equal(Math.max(plain20.ci[0], sis20.ci[0]) <= Math.min(plain20.ci[1], sis20.ci[1]), true, "the intervals meet");
  deepEqual(printed.results[5].ci, [0, 0]);
  const plane = await run("--features", "2", "--trials", "1000", "--workers", "1", "--json");
  equal(plane.code, 0, plane.stderr);
  deepEqual((JSON.parse(plane.stdout) as SimulationRun).results.map((r) => r.n), [3, 3, 4, 4, 5, 5]);
  deepEqual(DEFAULT_SIZES[4], Array.from({ length: 13 }, (_, i) => 9 + i));
});

Deno.test("simulate CLI: --out never replaces a symlink or a FIFO, even with --force", async () => {
  const dir = await Deno.makeTempDir();
  await Deno.writeTextFile(`${dir}/target.json`, "keep");
  await Deno.symlink(`${dir}/target.json`, `${dir}/link.json`);
  const fifo = await new Deno.Command("mkfifo", { args: [`${dir}/fifo`] }).output();
  equal(fifo.code, 0);
  for (const name of ["link.json", "fifo"]) {
    const result = await run("--sizes", "12", "--trials", "1000", "--out", `${dir}/${name}`, "--force");
    equal(result.code, 2, result.stderr);
    match(result.stderr, name === "fifo" ? /is a FIFO, socket or device/ : /is a symlink/);
  }
  equal(await Deno.readTextFile(`${dir}/target.json`), "keep");
  await Deno.remove(dir, { recursive: true });
});

thoroughTest("simulate CLI: two runs racing for the same --out: exactly one writes it, the other fails", async () => {
  const dir = await Deno.makeTempDir();
  const out = `${dir}/same.json`;
  const results = await Promise.all(
    ["a", "b"].map((seed) =>
      run("--sizes", "12", "--trials", "500000", "--seed", seed, "--workers", "1", "--out", out)
    ),
  );
  deepEqual(results.map((r) => r.code).sort(), [0, 1]);
  match(results.find((r) => r.code === 1)!.stderr, /was created by something else while this ran; not replacing it/);
  deepEqual([...Deno.readDirSync(dir)].map((e) => e.name), ["same.json"]);
  await Deno.remove(dir, { recursive: true });
});

Deno.test("simulate CLI: a huge trial count starts in constant memory and stops at once on SIGINT (exit 130)", async () => {
  const args = ["--sizes", "12", "--method", "plain", "--trials", "1000000000000", "--workers", "1"];
  const { code, stdout, stderr } = await runCommand(SCRIPT, args, { kill: { signal: "SIGINT", afterMs: 3000 } });
  equal(code, 130);
  equal(stdout, "");
  match(stderr, /simulate: interrupted; nothing written/);
});

thoroughTest(
  "simulate CLI: SIGHUP (the terminal closed) stops it the same way, with its one line, exit 129",
  async () => {
    const args = ["--sizes", "12", "--method", "plain", "--trials", "1000000000000", "--workers", "1"];
    const started = (stderr: string) => stderr.includes("simulate: ");
    const { code, stderr } = await runCommand(SCRIPT, args, {
      kill: { signal: "SIGHUP", afterMs: 200, once: started },
    });
    equal(code, 129);
    match(stderr, /simulate: hung up; nothing written\n$/);
  },
);

Deno.test("formatRun() shows one line per estimate with its interval, and notes the estimates known exactly", () => {
  const text = formatRun({
    seed: "42",
    trials: 10,
    features: 4,
    workers: 1,
    generator: "g",
    chunkTrials: { plain: 10, sis: 10 },
    versions: { deno: "", v8: "", typescript: "", packages: {} },
    date: "",
    seconds: 1,
    results: [
      { n: 12, method: "plain", trials: 10, p: 0, ci: [0, 0.3], ciMethod: "Wilson", noSet: 0, seconds: 0.5 },
      { n: 21, method: "sis", trials: 0, p: 0, ci: [0, 0], ciMethod: "exact: none", seconds: 0 },
    ],
  });
  match(text, /^P\(no SET \| n\): seed "42", the full deck/);
  match(text.split("\n")[3], /^12 +plain +10 +0 +\[0, 3\.000e-1\]/);
  match(text, /21 sis: exact: none/);
});

import { deepEqual, equal, match } from "node:assert/strict";
import { PUZZLE } from "./puzzle.ts";
import { badInputCases, runCommand } from "./_testing.ts";
import { thoroughTest } from "../common/_quick_loop_test.ts";

const SCRIPT = new URL("./puzzle.ts", import.meta.url).pathname;

Deno.test("puzzle CLI: bad input and kinds no table has get one line, exit 2, and no file or folder", async () => {
  await badInputCases(SCRIPT, (_out, dir) => [
    [["--cards", "0", "--out-dir", `${dir}/new`], /--cards must be an integer in 1\.\.21, got "0"/],
    [
      ["--cards", "21", "--kind", "none", "--out-dir", `${dir}/new`],
      /^puzzle: --cards 21 with --kind none: no 21-card table is SET-free: 21 cards always hold a SET \(the largest SET-free table has 20 cards\)\n$/,
    ],
    [
      ["--cards", "20", "--kind", "one", "--out-dir", `${dir}/new`],
      /^puzzle: --cards 20 with --kind one: no 20-card table holds exactly one SET \(the largest that does has 19 cards\)\n$/,
    ],
    [["--cards", "21", "--kind", "one", "--out-dir", `${dir}/new`], /no 21-card table holds exactly one SET/],
    [["--cards", "2", "--kind", "some", "--out-dir", `${dir}/new`], /no 2-card table holds a SET: a SET is 3 cards/],
    [["--cards", "22", "--kind", "some", "--out-dir", `${dir}/new`], /--cards must be an integer in 1\.\.21/],
    [["--kind", "many", "--out-dir", `${dir}/new`], /--kind must be one of some, one, none, got "many"/],
    [["--out-dir="], /--out-dir must be a folder, got ""/],
    [["--out-dir"], /flag --out-dir needs a value/],
    [["--measure", "-3", "--out-dir", `${dir}/new`], /flag --measure needs a value|--measure must be an integer/],
    [["--seed=", "--out-dir", `${dir}/new`], /--seed must be 1 to 200 characters/],
    [
      ["--out-dir", dir],
      /--out-dir .* is not a folder of deno task puzzle \(it has no \.made-by\.json\); give a new folder/,
    ],
  ], PUZZLE);
});

Deno.test("puzzle CLI: deals 12 cards by rejection, writes the pictures once, and never over them without --force", async () => {
  const dir = `${await Deno.makeTempDir()}/puzzles`;
  const first = await runCommand(SCRIPT, ["--seed", "7", "--kind", "one", "--out-dir", dir, "--measure", "50"]);
  equal(first.code, 0, first.stderr);
  match(first.stdout, /exactly one SET/);
  match(first.stdout, /^Dealt [\d,]+ tables? to find it \([\d,]+ rejected\) in [\d.]+ ms$/m);
  match(first.stdout, /^Measured over 50 more puzzles, dealt by rejection: [\d,]+ tables dealt, rejection rate/m);
  const files = [...Deno.readDirSync(dir)].map((e) => e.name).sort();
  equal(files.length >= 2, true);
  const again = await runCommand(SCRIPT, ["--seed", "7", "--kind", "one", "--out-dir", dir]);
  equal(again.code, 2);
  match(again.stderr, /exists; pass --force to replace it/);
  deepEqual([...Deno.readDirSync(dir)].map((e) => e.name).sort(), files);
  equal((await runCommand(SCRIPT, ["--seed", "7", "--kind", "one", "--out-dir", dir, "--force"])).code, 0);
  await Deno.remove(dir.slice(0, -"/puzzles".length), { recursive: true });
});

Deno.test("puzzle CLI: refuses a kind no table has at once, before any work", async () => {
  const { code, stdout, stderr } = await runCommand(SCRIPT, [
    ...["--cards", "20", "--kind", "one", "--out-dir", "/nonexistent/puzzles"],
  ]);
  equal(code, 2);
  match(stderr, /^puzzle: --cards 20 with --kind one: .+\n$/);
  // No work was done: building the classes would have said so ("Built from the classes ... after N ms finding them").
  equal(stdout, "");
});

Deno.test("puzzle CLI: builds 20 cards without a SET from the classes, making the folder only to write", async () => {
  const dir = await Deno.makeTempDir();
  const out = `${dir}/new/puzzles`;
  const { code, stdout, stderr } = await runCommand(SCRIPT, [
    ...["--cards", "20", "--kind", "none", "--seed", "7", "--out-dir", out, "--measure", "100"],
  ]);
  equal(code, 0, stderr);
  match(
    stdout,
    /^Built from the classes of SET-free tables in [\d.]+ ms \(after \d+ ms finding them\): one random table in 6,879,867,323,284 is of this kind, too few to deal$/m,
  );
  match(stdout, /No SET: none of the 1,140 triples is a SET\./);
  match(stdout, /^Measured over 100 more puzzles, built from the classes \(no table dealt\): [\d.]+ µs per puzzle$/m);
  const cards = stdout.match(/^ {2}\d+\. ([RGP][ODS][123][FTE]) /gm)!;
  equal(cards.length, 20);
  deepEqual([...Deno.readDirSync(out)].map((e) => e.name).sort(), [
    ".made-by.json",
    "puzzle_kind-none_cards-20_seed-7_lang-en.png",
    "puzzle_kind-none_cards-20_seed-7_lang-en.svg",
  ]);
  await Deno.remove(dir, { recursive: true });
});

thoroughTest("puzzle CLI: builds 19 cards with exactly one SET from the classes", async () => {
  const dir = await Deno.makeTempDir();
  const one = await runCommand(SCRIPT, ["--cards", "19", "--kind", "one", "--seed", "7", "--out-dir", `${dir}/p`]);
  equal(one.code, 0, one.stderr);
  match(one.stdout, /one random table in 116,499,320 is of this kind/);
  match(one.stdout, /The one SET on the table:/);
  await Deno.remove(dir, { recursive: true });
});

thoroughTest(
  "puzzle CLI: seeds a b, a_b and a/b name different files, so none is refused or replaced as another's",
  async () => {
    const dir = `${await Deno.makeTempDir()}/puzzles`;
    for (const seed of ["a b", "a_b", "a/b"]) {
      const { code, stderr } = await runCommand(SCRIPT, [
        "--cards",
        "3",
        "--kind",
        "some",
        "--seed",
        seed,
        "--out-dir",
        dir,
      ]);
      equal(code, 0, stderr);
    }
    const names = [...Deno.readDirSync(dir)].map((e) => e.name).filter((name) =>
      name.endsWith(".svg") && !/-(hint|answer)/.test(name)
    );
    equal(new Set(names).size, 3, names.join(" "));
    await Deno.remove(dir.slice(0, -"/puzzles".length), { recursive: true });
  },
);

import { deepEqual, equal, match } from "node:assert/strict";
import { badInputCases, runCommand } from "./_testing.ts";

const SCRIPT = new URL("./puzzle.ts", import.meta.url).pathname;

Deno.test("puzzle CLI: bad input gets one line naming the flag and value, exit 2, and no file", async () => {
  await badInputCases(SCRIPT, (_out, dir) => [
    [["--cards", "0", "--out-dir", dir], /--cards must be an integer in 1\.\.21 \(decimal digits\), got "0"/],
    [
      ["--cards", "21", "--kind", "none", "--out-dir", dir],
      /--cards 21 with --kind none: .*21 cards always hold a SET/,
    ],
    [["--kind", "many", "--out-dir", dir], /--kind must be one of some, one, none, got "many"/],
    [["--out-dir="], /--out-dir must be a path, got ""/],
    [["--out-dir"], /flag --out-dir needs a value/],
    [["--measure", "-3", "--out-dir", dir], /flag --measure needs a value|--measure must be an integer/],
    [["--seed=", "--out-dir", dir], /--seed must be 1 to 200 printable characters/],
  ]);
});

Deno.test("puzzle CLI: writes the question and answer pictures once, and never over them without --force", async () => {
  const dir = await Deno.makeTempDir();
  const first = await runCommand(SCRIPT, ["--seed", "7", "--kind", "one", "--out-dir", dir]);
  equal(first.code, 0, first.stderr);
  match(first.stdout, /exactly one SET/);
  const files = [...Deno.readDirSync(dir)].map((e) => e.name).sort();
  equal(files.length >= 2, true);
  const again = await runCommand(SCRIPT, ["--seed", "7", "--kind", "one", "--out-dir", dir]);
  equal(again.code, 2);
  match(again.stderr, /exists; pass --force to replace it/);
  deepEqual([...Deno.readDirSync(dir)].map((e) => e.name).sort(), files);
  equal((await runCommand(SCRIPT, ["--seed", "7", "--kind", "one", "--out-dir", dir, "--force"])).code, 0);
  await Deno.remove(dir, { recursive: true });
});

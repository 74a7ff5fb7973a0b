import { deepEqual, equal, match, ok } from "node:assert/strict";
import { SECOND_TABLE } from "./second_table.ts";
import { badInputCases, runCommand } from "./_testing.ts";
import { thoroughTest } from "../common/_quick_loop_test.ts";

const SCRIPT = new URL("./second_table.ts", import.meta.url).pathname;

const run = (...args: string[]) => runCommand(SCRIPT, args);

thoroughTest(
  "deno task second-table --json prints both chances of the full deck as decimal strings and floats, with the branches",
  async () => {
    const { code, stdout } = await run("--json");
    equal(code, 0);
    const document = JSON.parse(stdout);
    for (const key of ["method", "checks", "versions", "date", "seconds"]) ok(key in document, key);
    equal(document.features, 4);
    equal(document.cards, 12);
    deepEqual(document.conditional, {
      numerator: "396538561405044",
      denominator: "8939045071283495",
      value: 396538561405044 / 8939045071283495,
    });
    equal(
      `${document.overall.numerator}/${document.overall.denominator}`,
      "23151526851087235608327/439634238864794937563600",
    );
    deepEqual(document.branches.map(({ cards }: { cards: number }) => cards), [12, 15, 18, 21]);
    equal(document.checks.length, 3);
    ok(document.seconds > 0 && document.seconds < 60);
  },
);

Deno.test("deno task second-table --out writes the small deck's chances, prints them with odds, and refuses to overwrite it without --force", async () => {
  // Keeping an equal result under --force is writeResult's, tested once in exact_test.ts.
  const dir = await Deno.makeTempDir();
  try {
    const out = `${dir}/second.json`;
    const first = await run("--features", "3", "--out", out);
    equal(first.code, 0);
    match(first.stdout, /^given a SET in the first 9 cards +10827\/20420570 +0\.000530201 +1,885 : 1$/m);
    match(first.stdout, /^in every game +2241\/4206125 +0\.000532794 +1,876 : 1$/m);
    match(first.stdout, /Checks passed:\n- /);
    const document = JSON.parse(await Deno.readTextFile(out));
    equal(document.overall.numerator, "2241");
    const again = await run("--features", "3", "--out", out);
    equal(again.code, 2);
    match(again.stderr, /exists; pass --force/);
  } finally {
    await Deno.remove(dir, { recursive: true });
  }
});

Deno.test("deno task second-table rejects bad input with one line, exit code 2 and no file", async () => {
  await badInputCases(SCRIPT, (_out, dir) => [
    [["--cards", "10"], /--cards must be one of 3, 6, 9, 12, 15, 18, 21 with --features 4, got "10"/],
    [["--features", "3", "--cards", "12"], /--cards must be one of 3, 6, 9 with --features 3, got "12"/],
    [["--features", "2"], /--features must be one of 4, 3, got "2"/],
    [["--cards", "24"], /--cards must be an integer in 3\.\.21/],
    [["--cards", "1e1"], /--cards must be an integer in 3\.\.21/],
    [["--force"], /flag --force needs --out FILE/],
    [["--out", `${dir}/missing/x.json`], /folder .*missing does not exist/],
  ], SECOND_TABLE);
});

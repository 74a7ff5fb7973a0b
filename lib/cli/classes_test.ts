import { deepEqual, equal, match, ok } from "node:assert/strict";
import { layeredSetFreeCounts } from "../exact/counts.ts";

import { runCommand } from "./_testing.ts";
import { thoroughTest } from "../common/_quick_loop_test.ts";
const SCRIPT = new URL("./classes.ts", import.meta.url).pathname;

const run = (...args: string[]) => runCommand(SCRIPT, args);

interface Row {
  n: number;
  classes: number;
  tables: string;
  stabilizers: { order: number; classes: number }[];
}

thoroughTest(
  "deno task classes --json records the method, the checks passed, versions and date, and prints every n of the deck with classes, tables equal to the exact counts, and stabiliser orders",
  async () => {
    const { code, stdout } = await run("--json");
    equal(code, 0);
    const document = JSON.parse(stdout);
    deepEqual(Object.keys(document), [
      "digest",
      "features",
      "method",
      "checks",
      "groupOrder",
      "classes",
      "versions",
      "date",
      "seconds",
    ]);
    equal(document.features, 4);
    match(document.method, /AGL\(4, 3\).*canonical augmentation/);
    deepEqual(document.checks.map((check: string) => check.split(":")[0]), ["orbit-stabiliser"]);
    ok(Math.abs(Date.parse(document.date) - Date.now()) < 3_600_000, document.date);
    equal(document.groupOrder, "1965150720");
    ok(typeof document.seconds === "number" && document.seconds > 0);
    const rows: Row[] = document.classes;
    deepEqual(rows.map((row) => row.n), Array.from({ length: 82 }, (_, n) => n));
    deepEqual(rows.map((row) => BigInt(row.tables)), layeredSetFreeCounts(4));
    deepEqual(rows.slice(0, 7).map((row) => row.classes), [1, 1, 1, 1, 2, 3, 7]);
    deepEqual(rows[20], { n: 20, classes: 1, tables: "682344", stabilizers: [{ order: 2880, classes: 1 }] });
    deepEqual(rows[21], { n: 21, classes: 0, tables: "0", stabilizers: [] });
    for (const row of rows) equal(row.stabilizers.reduce((sum, { classes }) => sum + classes, 0), row.classes);
  },
);

Deno.test("deno task classes --features 3 prints the small deck's table: 17 classes, the 9-card tables one class of 144 symmetries", async () => {
  const { code, stdout } = await run("--features", "3");
  equal(code, 0);
  match(stdout, /^9 +1 +2,106 +144 ×1 *$/m);
  match(stdout, /^4 +2 +14,742 +144 ×1, 24 ×1 *$/m);
  match(stdout, /small deck \(27 cards\): 17 classes in all under its 303,264 symmetries/);
  match(stdout, /every SET-free set of the small deck lands in its class/);
});

thoroughTest(
  "deno task classes --out writes the JSON document and refuses to overwrite it without --force",
  async () => {
    const dir = await Deno.makeTempDir();
    try {
      const out = `${dir}/classes.json`;
      const first = await run("--features=3", "--out", out);
      equal(first.code, 0);
      match(first.stderr, /classes: wrote .*classes\.json/);
      const document = JSON.parse(await Deno.readTextFile(out));
      equal(document.features, 3);
      equal(document.groupOrder, "303264");
      equal(document.classes.length, 28);
      equal(document.classes[9].tables, "2106");
      const again = await run("--features", "3", "--out", out);
      equal(again.code, 2);
      match(again.stderr, /exists; pass --force/);
      equal((await run("--features", "3", "--out", out, "--force", "--json")).code, 0);
      deepEqual([...Deno.readDirSync(dir)].map((entry) => entry.name), ["classes.json"]);
    } finally {
      await Deno.remove(dir, { recursive: true });
    }
  },
);

Deno.test("deno task classes rejects bad input with one line naming the flag and value, exit code 2 and no file", async () => {
  const dir = await Deno.makeTempDir();
  try {
    for (
      const [args, message] of [
        [["--features", "5"], /--features must be one of 4, 3, got "5"/],
        [["--features=four"], /--features must be one of 4, 3, got "four"/],
        [["--features"], /--features needs a value/],
        [["--bogus"], /unknown flag "--bogus"/],
        [["--json=yes"], /--json takes no value/],
        [["--force"], /--force needs --out/],
        [["--out", `${dir}/missing/x.json`], /does not exist/],
        [["--features", "5", "--out", `${dir}/x.json`], /--features must be one of 4, 3, got "5"/],
        [["table"], /unexpected argument "table"/],
      ] as const
    ) {
      const { code, stdout, stderr } = await run(...args);
      equal(code, 2, args.join(" "));
      equal(stdout, "");
      equal(stderr.trim().split("\n").length, 1);
      match(stderr, message);
    }
    deepEqual([...Deno.readDirSync(dir)], []);
  } finally {
    await Deno.remove(dir, { recursive: true });
  }
});

Deno.test("deno task classes --features 3 --json records both checks: orbit-stabiliser and brute force", async () => {
  const { code, stdout } = await run("--features", "3", "--json");
  equal(code, 0);
  const document = JSON.parse(stdout);
  deepEqual(document.checks.map((check: string) => check.split(":")[0]), ["orbit-stabiliser", "brute force"]);
  match(document.method, /AGL\(3, 3\)/);
});

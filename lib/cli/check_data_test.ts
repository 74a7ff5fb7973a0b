import { deepEqual, equal } from "node:assert/strict";
import { runCommand } from "./_testing.ts";

const SCRIPT = new URL("./check_data.ts", import.meta.url).pathname;
const DATA = new URL("../../data/", import.meta.url);

Deno.test("deno task check-data checks the seven committed data files, one line each", async () => {
  const { code, stdout, stderr } = await runCommand(SCRIPT, []);
  equal(code, 0, stderr);
  deepEqual(stdout.trimEnd().split("\n").map((line) => line.split(":")[0]), [
    "data/references.json",
    "data/coverage.json",
    "data/coverage-small-deck.json",
    "data/coverage-5-features.json",
    "data/coverage-6-features.json",
    "data/exact-counts.json",
    "data/exact-counts-small-deck.json",
  ]);
});

Deno.test("deno task check-data FILE stops at a bad copy with one line naming it, the field and the value, exit 1", async () => {
  const dir = await Deno.makeTempDir();
  try {
    const text = await Deno.readTextFile(new URL("references.json", DATA));
    await Deno.writeTextFile(`${dir}/references.json`, text.replace('"p": 0.0317', '"p": -0.3'));
    await Deno.writeTextFile(`${dir}/coverage.json`, "");
    const bad = await runCommand(SCRIPT, [`${dir}/references.json`, `${dir}/coverage.json`]);
    equal(bad.code, 1);
    equal(bad.stdout, "");
    equal(bad.stderr, `check-data: ${dir}/references.json: noSet[0].p: -0.3 is not a probability in [0, 1]\n`);
    const empty = await runCommand(SCRIPT, [`${dir}/coverage.json`]);
    equal(empty.stderr, `check-data: ${dir}/coverage.json: not valid JSON (the file is empty)\n`);
    const unknown = await runCommand(SCRIPT, [`${dir}/other.json`]);
    equal(unknown.code, 2);
    equal(unknown.stderr.split("\n").length, 2);
  } finally {
    await Deno.remove(dir, { recursive: true });
  }
});

Deno.test("deno task check-data stops at an exactlyOne count the classes do not give, naming the row", async () => {
  const dir = await Deno.makeTempDir();
  try {
    const text = await Deno.readTextFile(new URL("exact-counts.json", DATA));
    await Deno.writeTextFile(
      `${dir}/exact-counts.json`,
      text.replace('"exactlyOne": "10266579666720"', '"exactlyOne": "10266579666721"'),
    );
    const bad = await runCommand(SCRIPT, [`${dir}/exact-counts.json`]);
    equal(bad.code, 1);
    equal(bad.stdout, "");
    equal(
      bad.stderr,
      `check-data: ${dir}/exact-counts.json: counts[12].exactlyOne: "10266579666721" is not the count the classes ` +
        "give (10266579666720)\n",
    );
  } finally {
    await Deno.remove(dir, { recursive: true });
  }
});

import { deepEqual, equal, match, rejects } from "node:assert/strict";
import { runCommand } from "./_testing.ts";
import { checkCoverageStudy, checkExactCounts, checkReferencesFile, unreadableLiteral } from "./check_data.ts";
import { resultText } from "../data/result_file.ts";
import { thoroughTest } from "../common/_quick_loop_test.ts";

const SCRIPT = new URL("./check_data.ts", import.meta.url).pathname;
const DATA = new URL("../../data/", import.meta.url);

// Runs `check` on a copy of data/NAME changed by `change`, in a temporary folder; returns what it refused with.
async function refusal(
  name: string,
  change: (text: string) => string,
  check: (file: string) => Promise<string>,
): Promise<string> {
  const dir = await Deno.makeTempDir();
  try {
    const text = await Deno.readTextFile(new URL(name, DATA));
    const changed = change(text);
    if (changed === text) throw new Error(`the change left data/${name} as it was`);
    await Deno.writeTextFile(`${dir}/${name}`, changed);
    const error = await check(`${dir}/${name}`).then(() => undefined, (error) => error as Error);
    if (!error) throw new Error(`a changed data/${name} passed`);
    equal(error.message.includes("\n"), false, "one line");
    equal(error.message.startsWith(`${dir}/${name}: `), true, error.message);
    return error.message.replaceAll(`${dir}/`, "");
  } finally {
    await Deno.remove(dir, { recursive: true });
  }
}

// The cells of a coverage study's text, each its own lines (the array `cells`, indented by four spaces).
const cellsOf = (text: string) =>
  text.slice(text.indexOf('  "cells": [\n') + 13, text.lastIndexOf("\n  ]")).split(/(?<=\n {4}\}),\n/);
// The text with its digest made again: a change its digest no longer sees.
const restamped = (text: string) => resultText(JSON.parse(text));

Deno.test("deno task check-data checks the eight committed data files, one line each", async () => {
  const { code, stdout, stderr } = await runCommand(SCRIPT, []);
  equal(code, 0, stderr);
  deepEqual(stdout.trimEnd().split("\n").map((line) => line.split(":")[0]), [
    "data/references.ts",
    "data/coverage.json",
    "data/coverage-small-deck.json",
    "data/coverage-5-features.json",
    "data/coverage-6-features.json",
    "data/exact-counts.json",
    "data/exact-counts-small-deck.json",
    "data/second-table.json",
  ]);
  match(stdout, /^data\/references\.ts: checked, 16 published figures from 5 sources$/m);
  match(stdout, /^data\/coverage-small-deck\.json: checked, 30 cells$/m);
  match(stdout, /^data\/exact-counts-small-deck\.json: checked, 28 rows$/m);
});

Deno.test("deno task check-data refuses a second table edited by hand, naming the task that writes it again", async () => {
  const dir = await Deno.makeTempDir();
  const text = await Deno.readTextFile(new URL("second-table.json", DATA));
  await Deno.writeTextFile(`${dir}/second-table.json`, text.replace('"cards": 12', '"cards": 12, "cards": 15'));
  const { code, stderr } = await runCommand(SCRIPT, [`${dir}/second-table.json`]);
  equal(code, 1);
  match(stderr, /second-table\.json: edited by hand or damaged .* deno task second-table/);
  await Deno.remove(dir, { recursive: true });
});

Deno.test("deno task check-data FILE stops at the first bad copy with one line naming it, exit 1", async () => {
  const dir = await Deno.makeTempDir();
  try {
    const text = await Deno.readTextFile(new URL("coverage.json", DATA));
    await Deno.writeTextFile(`${dir}/coverage.json`, text.replace('"seeds": 2000', '"seeds": 2001'));
    await Deno.copyFile(new URL("exact-counts.json", DATA), `${dir}/exact-counts.json`);
    const bad = await runCommand(SCRIPT, [`${dir}/coverage.json`, `${dir}/exact-counts.json`]);
    equal(bad.code, 1);
    equal(bad.stdout, "");
    equal(
      bad.stderr,
      `check-data: ${dir}/coverage.json: edited by hand or damaged (its digest does not match); regenerate it: ` +
        `deno task coverage --out ${dir}/coverage.json --force\n`,
    );
    const unknown = await runCommand(SCRIPT, [`${dir}/other.json`]);
    equal(unknown.code, 2);
    equal(unknown.stderr.split("\n").length, 2);
  } finally {
    await Deno.remove(dir, { recursive: true });
  }
});

thoroughTest(
  "check-data refuses a key written twice in references.ts: a type error (TS1117), though the module would load",
  async () => {
    match(
      await refusal(
        "references.ts",
        (text) => text.replace("p: 0.0317,", "p: -7,\n      p: 0.0317,"),
        checkReferencesFile,
      ),
      /^references\.ts: does not type-check: line \d+: TS1117 An object literal cannot have multiple properties with the same name/,
    );
    match(
      await refusal(
        "references.ts",
        (text) => text.replace("oddsAgainst: 33,", "oddAgainst: 33,"),
        checkReferencesFile,
      ),
      /^references\.ts: does not type-check: line \d+: TS2561 Object literal may only specify known properties/,
    );
  },
);

thoroughTest(
  "check-data refuses a row of references.ts twice, naming it (the notebook would say '17 published figures')",
  async () => {
    const row = (text: string) =>
      text.slice(text.indexOf('    {\n      source: "rulebook"'), text.indexOf("  ],\n  timings"));
    equal(
      await refusal(
        "references.ts",
        (text) => text.replace("  ],\n  timings", `${row(text)}  ],\n  timings`),
        checkReferencesFile,
      ),
      "references.ts: noSet[16] (rulebook, fresh deal, 12 cards): is noSet[12] again",
    );
  },
);

Deno.test("check-data refuses a number literal of references.ts that does not read back (1e-400 reads as 0)", async () => {
  match(
    await refusal("references.ts", (text) => text.replace("p: 0.0317", "p: 1e-400"), checkReferencesFile),
    /^references\.ts: line \d+: the literal 1e-400 reads as 0$/,
  );
  equal(unreadableLiteral('const a = { p: 0.0317, where: "1e-400" };'), undefined, "strings are skipped");
  equal(unreadableLiteral("const a = {\n  p: 1e-400,\n};"), "line 2: the literal 1e-400 reads as 0");
});

const DAMAGED = "edited by hand or damaged (its digest does not match); regenerate it: deno task";

Deno.test("check-data refuses a duplicate key, 1e-400 or a space in a result file: its digest no longer matches", async () => {
  const changes = [
    (text: string) => text.replace('"seeds": 2000,', '"seeds": -7,\n  "seeds": 2000,'),
    (text: string) => text.replace('"confidence": 0.95', '"confidence": 0.95, "confidence": 0.95'),
    (text: string) => text.replace('"workers": 2', '"workers": 2e-400'),
    (text: string) => text.replace('"workers": 2', '"workers":  2'),
  ];
  for (const change of changes) {
    equal(
      await refusal("coverage.json", change, (file) => checkCoverageStudy(81, file)),
      `coverage.json: ${DAMAGED} coverage --out coverage.json --force`,
    );
  }
  equal(
    await refusal(
      "exact-counts.json",
      (text) => text.replace('"n": 12', '"n": 12, "n": 12'),
      (f) => checkExactCounts(4, f),
    ),
    `exact-counts.json: ${DAMAGED} exact --out exact-counts.json --force`,
  );
});

Deno.test("check-data refuses a coverage cell removed, twice, or given another's n: by its digest, and by its grid when the digest is made again", async () => {
  const check = (file: string) => checkCoverageStudy(81, file);
  const text = await Deno.readTextFile(new URL("coverage.json", DATA));
  const cells = cellsOf(text);
  const lowest = cells.reduce((a, b) => (JSON.parse(a).coverage ?? 1) <= (JSON.parse(b).coverage ?? 1) ? a : b);
  const at = cells.indexOf(lowest);
  const removed = (text: string) => text.replace(`${lowest},\n`, "");
  const twice = (text: string) => text.replace(`${cells[0]},\n`, `${cells[0]},\n${cells[0]},\n`);
  const otherN = (text: string) => text.replace(cells[1], cells[1].replace('"n": 12', '"n": 20'));
  for (const change of [removed, twice, otherN]) {
    equal(
      await refusal("coverage.json", change, check),
      `coverage.json: ${DAMAGED} coverage --out coverage.json --force`,
    );
  }
  const { method, n, trials } = JSON.parse(lowest);
  equal(
    await refusal("coverage.json", (text) => restamped(removed(text)), check),
    `coverage.json: cells[${at}]: ${JSON.parse(cells[at + 1]).method} n ${JSON.parse(cells[at + 1]).n} at ` +
      `${JSON.parse(cells[at + 1]).trials} trials is not the grid's next cell, ${method} n ${n} at ${trials} trials`,
  );
  equal(
    await refusal("coverage.json", (text) => restamped(twice(text)), check),
    "coverage.json: cells[1]: plain n 12 at 1000 trials is not the grid's next cell, sis n 12 at 1000 trials",
  );
  equal(
    await refusal("coverage.json", (text) => restamped(otherN(text)), check),
    "coverage.json: cells[1]: sis n 20 at 1000 trials is not the grid's next cell, sis n 12 at 1000 trials",
  );
  equal(
    await refusal(
      "coverage.json",
      (text) => restamped(text.replace('"12": 0.03230197858549682', '"12": 0.0317')),
      check,
    ),
    'coverage.json: exact["12"]: 0.0317 is not 0.03230197858549682, lib/exact\'s',
  );
  equal(
    await refusal("coverage.json", (text) => restamped(text.replace('"covered": 1916', '"covered": 1917')), check),
    "coverage.json: cells[0]: covered + below + above + failed is not seeds (2000)",
  );
});

thoroughTest(
  "check-data refuses exact counts that disagree with lib/exact or the classes, even with a digest made again",
  async () => {
    const check = (features: 3 | 4) => (file: string) => checkExactCounts(features, file);
    equal(
      await refusal(
        "exact-counts.json",
        (text) => restamped(text.replace('"2284535476080"', '"2284535476081"')),
        check(4),
      ),
      'exact-counts.json: counts[12].setFree: "2284535476081" is not "2284535476080", what lib/exact computes',
    );
    equal(
      await refusal(
        "exact-counts.json",
        (text) => restamped(text.replace('"exactlyOne": "10266579666720"', '"exactlyOne": "10266579666721"')),
        check(4),
      ),
      'exact-counts.json: counts[12].exactlyOne: "10266579666721" is not "10266579666720", what lib/exact computes',
    );
    equal(
      await refusal("exact-counts-small-deck.json", (text) => restamped(text.replace('"2106"', '"2107"')), check(3)),
      'exact-counts-small-deck.json: counts[9].setFree: "2107" is not "2106", what lib/exact computes',
    );
    await rejects(checkExactCounts(3, new URL("exact-counts.json", DATA)), /features: 4 is not 3/);
  },
);

import { equal, ok, rejects } from "node:assert/strict";
import { COVERAGE_FILES, readCoverageStudy } from "./coverage_study.ts";

Deno.test("readCoverageStudy() passes every committed study (3 to 6 features)", async () => {
  for (const deckSize of [81, 27, 243, 729] as const) {
    const study = await readCoverageStudy(deckSize);
    equal(study.deckSize, deckSize);
    ok(study.cells.length > 0);
  }
  equal((await readCoverageStudy()).deckSize, 81);
  await rejects(readCoverageStudy(9), /no coverage study of the 9-card deck is kept in data\//);
  await rejects(readCoverageStudy(64 as 27), /deck size 64 is not one of 9, 27, 81, 243, 729/);
});

Deno.test("readCoverageStudy() refuses the lowest cell removed, a cell twice or given another's n (what notebook 4 would show), naming the task", async () => {
  const text = await Deno.readTextFile(COVERAGE_FILES[81]!);
  // Each cell is an object of its own lines in the array `cells`, indented by four spaces.
  const cells = text.slice(text.indexOf('  "cells": [\n') + 13, text.lastIndexOf("\n  ]")).split(/(?<=\n {4}\}),\n/);
  const lowest = cells.reduce((a, b) => (JSON.parse(a).coverage ?? 1) <= (JSON.parse(b).coverage ?? 1) ? a : b);
  const [first, second] = cells;
  const changes = [
    text.replace(`${lowest},\n`, "").replace(`,\n${lowest}\n`, "\n"),
    text.replace(`${first},\n`, `${first},\n${first},\n`),
    text.replace(second, second.replace(/"n": \d+/, `"n": ${JSON.parse(cells.at(-1)!).n}`)),
  ];
  const dir = await Deno.makeTempDir();
  try {
    for (const changed of changes) {
      ok(changed !== text);
      await Deno.writeTextFile(`${dir}/coverage.json`, changed);
      await rejects(readCoverageStudy(81, `${dir}/coverage.json`), {
        name: "DataFileError",
        message: `${dir}/coverage.json: edited by hand or damaged (its digest does not match); regenerate it: ` +
          `deno task coverage --out ${dir}/coverage.json --force`,
      });
    }
  } finally {
    await Deno.remove(dir, { recursive: true });
  }
});

Deno.test("readCoverageStudy() refuses another deck's study, and names each deck's task", async () => {
  await rejects(readCoverageStudy(81, COVERAGE_FILES[27]), {
    message: "data/coverage-small-deck.json: deckSize: 27 is not 81, the deck asked for",
  });
  const dir = await Deno.makeTempDir();
  try {
    await Deno.writeTextFile(`${dir}/six.json`, (await Deno.readTextFile(COVERAGE_FILES[729]!)).replace("\n", " \n"));
    await rejects(readCoverageStudy(729, `${dir}/six.json`), /regenerate it: deno task coverage --features 6 --out /);
  } finally {
    await Deno.remove(dir, { recursive: true });
  }
});

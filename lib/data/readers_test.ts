import { deepEqual, equal, ok, rejects } from "node:assert/strict";
import {
  COVERAGE_FILES,
  EXACT_COUNTS_FILES,
  readCoverageStudy,
  readExactCounts,
  readSecondTable,
  SECOND_TABLE_FILE,
} from "./readers.ts";
import { setFreeCounts } from "../exact/counts.ts";
import { secondTable } from "../exact/second_table.ts";

Deno.test("readExactCounts() passes the committed counts of both decks, equal to setFreeCounts", async () => {
  for (const features of [4, 3] as const) {
    const file = await readExactCounts(features);
    equal(file.counts.map((row) => row.setFree).join(), setFreeCounts(features).join());
    equal(file.digest.length, "sha256:".length + 64);
  }
  await rejects(readExactCounts(5 as 4), /features 5 is not one of 3, 4/);
});

Deno.test("readExactCounts() refuses a file changed by one byte, naming the task that makes it again, and the other deck's file", async () => {
  const dir = await Deno.makeTempDir();
  try {
    const text = await Deno.readTextFile(EXACT_COUNTS_FILES[4]);
    await Deno.writeTextFile(`${dir}/exact-counts.json`, text.replace('"2284535476080"', '"2284535476081"'));
    await rejects(readExactCounts(4, `${dir}/exact-counts.json`), {
      name: "DataFileError",
      message: `${dir}/exact-counts.json: edited by hand or damaged (its digest does not match); regenerate it: ` +
        `deno task exact --out ${dir}/exact-counts.json --force`,
    });
    await rejects(readExactCounts(3, `${dir}/exact-counts.json`), /deno task exact --features 3 --out/);
    await rejects(readExactCounts(3, EXACT_COUNTS_FILES[4]), {
      message: "data/exact-counts.json: features: 4 is not 3, the deck asked for",
    });
  } finally {
    await Deno.remove(dir, { recursive: true });
  }
});

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

Deno.test("readSecondTable() passes the committed file, whose chances are those secondTable() computes", async () => {
  const [file, computed] = await Promise.all([readSecondTable(), secondTable({ features: 4, cards: 12 })]);
  const fraction = ({ numerator, denominator }: { numerator: bigint; denominator: bigint }) =>
    `${numerator}/${denominator}`;
  equal(file.features, 4);
  equal(file.cards, 12);
  equal(fraction(file.conditional), fraction(computed.conditional));
  equal(fraction(file.overall), fraction(computed.overall));
  deepEqual(
    file.branches.map((b) => [b.cards, fraction(b.reach), fraction(b.noSet)]),
    computed.branches.map((b) => [b.cards, fraction(b.reach), fraction(b.noSet)]),
  );
  equal(file.digest.length, "sha256:".length + 64);
});

Deno.test("readSecondTable() refuses a file changed by one byte, naming the task that makes it again", async () => {
  const dir = await Deno.makeTempDir();
  try {
    const text = await Deno.readTextFile(SECOND_TABLE_FILE);
    await Deno.writeTextFile(`${dir}/second-table.json`, text.replace('"396538561405044"', '"396538561405045"'));
    await rejects(readSecondTable(`${dir}/second-table.json`), {
      name: "DataFileError",
      message: `${dir}/second-table.json: edited by hand or damaged (its digest does not match); regenerate it: ` +
        `deno task second-table --out ${dir}/second-table.json --force`,
    });
  } finally {
    await Deno.remove(dir, { recursive: true });
  }
});

import { equal, rejects } from "node:assert/strict";
import { EXACT_COUNTS_FILES, readExactCounts } from "./exact_counts.ts";
import { setFreeCounts } from "../exact/counts.ts";

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

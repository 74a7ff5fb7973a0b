import { deepEqual, equal, rejects } from "node:assert/strict";
import { readSecondTable, SECOND_TABLE_FILE } from "./second_table.ts";
import { secondTable } from "../exact/second_table.ts";

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

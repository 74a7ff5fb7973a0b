import { deepEqual, equal, match, ok } from "node:assert/strict";
import { setFreeCounts } from "../exact/counts.ts";
import { readExactCounts } from "../data/readers.ts";
import { EXACT, exactCountRows, exactMethod } from "./exact.ts";
import { versions } from "../common/versions.ts";
import { badInputCases, runCommand } from "./_testing.ts";
import { thoroughTest } from "../common/_quick_loop_test.ts";

const SCRIPT = new URL("./exact.ts", import.meta.url).pathname;

const run = (...args: string[]) => runCommand(SCRIPT, args);

thoroughTest("deno task exact --json prints all 82 counts as decimal strings and p as num/den", async () => {
  const { code, stdout } = await run("--json");
  equal(code, 0);
  const document = JSON.parse(stdout);
  ok(typeof document.seconds === "number" && document.seconds > 0);
  const counts = setFreeCounts();
  equal(document.counts.length, 82);
  deepEqual(document.counts.map((row: { setFree: string }) => BigInt(row.setFree)), counts);
  deepEqual(document.counts[3], {
    n: 3,
    setFree: "84240",
    exactlyOne: "1080",
    subsets: "85320",
    p: "78/79",
    pFloat: 78 / 79,
  });
});

Deno.test("deno task exact prints the table with odds", async () => {
  const { code, stdout } = await run();
  equal(code, 0);
  match(
    stdout,
    /^12 +2,284,535,476,080 +10,266,579,666,720 +70,724,320,184,700 +325432404\/10074689485 +0\.0323020 +29\.96 : 1/m,
  );
  match(stdout, /largest SET-free tables have 20 cards/);
});

Deno.test("deno task exact --out writes the document with method, versions, date and seconds, and refuses to overwrite", async () => {
  const dir = await Deno.makeTempDir();
  try {
    const out = `${dir}/exact.json`;
    equal((await run("--out", out)).code, 0);
    const document = JSON.parse(await Deno.readTextFile(out));
    for (const key of ["method", "versions", "date", "seconds", "counts"]) ok(key in document, key);
    equal(document.counts[20].setFree, "682344");
    deepEqual(await readExactCounts(4, out), document, "what the command writes passes the reader's checks");
    const again = await run("--out", out);
    equal(again.code, 2);
    match(again.stderr, /exists; pass --force/);
    equal((await run("--out", out, "--force", "--json")).code, 0);
    deepEqual([...Deno.readDirSync(dir)].map((entry) => entry.name), ["exact.json"]);
  } finally {
    await Deno.remove(dir, { recursive: true });
  }
});

thoroughTest(
  "deno task exact --force keeps a file that holds the same counts, and replaces one that does not",
  async () => {
    const dir = await Deno.makeTempDir();
    try {
      const out = `${dir}/exact.json`;
      equal((await run("--features", "3", "--out", out)).code, 0);
      const before = await Deno.readTextFile(out);
      const same = await run("--features", "3", "--out", out, "--force");
      equal(same.code, 0);
      match(same.stderr, /kept .*exact\.json: it holds the same result \(only its date and seconds would change\)/);
      equal(await Deno.readTextFile(out), before, "byte for byte, its date included");
      const changed = JSON.parse(before);
      changed.counts[9].setFree = "1";
      await Deno.writeTextFile(out, JSON.stringify(changed));
      const fixed = await run("--features", "3", "--out", out, "--force");
      equal(fixed.code, 0);
      match(fixed.stderr, /wrote /);
      equal(JSON.parse(await Deno.readTextFile(out)).counts[9].setFree, JSON.parse(before).counts[9].setFree);
    } finally {
      await Deno.remove(dir, { recursive: true });
    }
  },
);

Deno.test("deno task exact --features 3 counts the 28 sizes of the small deck: none SET-free from 10 cards on", async () => {
  const { code, stdout } = await run("--features", "3", "--json");
  equal(code, 0);
  const { features, counts } = JSON.parse(stdout);
  equal(features, 3);
  equal(counts.length, 28);
  equal(counts[3].setFree, String(2925 - 117)); // C(27,3) triples, 117 of them SETs
  const p9 = { p: "54/120175", pFloat: 54 / 120175 };
  deepEqual(counts[9], { n: 9, setFree: "2106", exactlyOne: "227448", subsets: "4686825", ...p9 });
  equal(counts[10].setFree, "0");
});

Deno.test("deno task exact rejects bad input with one line, exit code 2 and no file", async () => {
  await badInputCases(SCRIPT, (_out, dir) => [
    [["--features", "2"], /--features must be one of 4, 3, got "2"/],
    [["--jsn"], /unknown flag "--jsn"/],
    [["--json", "extra"], /unexpected argument "extra"/],
    [["--out="], /--out must be a file, got ""/],
    [["--force"], /flag --force needs --out FILE/],
    [["--out", `${dir}/missing/x.json`], /folder .*missing does not exist/],
  ], EXACT);
});

thoroughTest(
  "the committed exact counts are what deno task exact writes today, so set-up keeps them and the clone stays clean",
  async () => {
    for (const [features, file] of [[4, "exact-counts.json"], [3, "exact-counts-small-deck.json"]] as const) {
      const committed = JSON.parse(await Deno.readTextFile(new URL(`../../data/${file}`, import.meta.url)));
      const today = {
        features,
        method: exactMethod(features),
        versions: versions(),
        counts: await exactCountRows(features),
      };
      deepEqual(
        {
          features: committed.features,
          method: committed.method,
          versions: committed.versions,
          counts: committed.counts,
        },
        today,
        `data/${file} is stale: deno task exact --features ${features} --out data/${file} --force`,
      );
    }
  },
);

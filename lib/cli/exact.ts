/**
 * `deno task exact [--json] [--out FILE [--force]]`
 *
 * Computes the number of SET-free n-card tables for every n = 0..81 exactly (lib/exact_counts.ts)
 * and prints the table: n, SET-free tables, all tables, P(no SET) as a fraction and a float, and
 * the odds against. `--json` prints `{counts: [{n, setFree, subsets, p, pFloat}], seconds}` instead
 * (counts as decimal strings, p as "numerator/denominator"); `--out FILE` also writes that document,
 * with the method, versions, date and seconds, atomically (`--force` to overwrite).
 *
 * @module
 */
import { main, outFlag, parseFlags } from "./args.ts";
import { setFreeCounts } from "../exact/counts.ts";
import { exactRows, formatOdds } from "../exact/rows.ts";
import { versions } from "../common/versions.ts";
import { table } from "../figures/display.ts";
import { writeFileAtomic } from "../common/files.ts";

const USAGE = "usage: deno task exact [--json] [--out FILE [--force]]";

const METHOD = "The deck split by number into three layers of 27 cards (copies of AG(3,3)); a SET-free table is a " +
  "triple of SET-free layer sets with no cross-layer SET (a + b + c = 0 mod 3). Counted over size profiles " +
  "k0 >= k1 >= k2 times their orders, layer 0 by AGL(3,3) orbit representatives times orbit sizes, layer 1 by " +
  "translation classes times 27, layer 2 by backtracking on 27-bit masks avoiding the forbidden points " +
  "-(a + b). Exact BigInt counts; verified one dimension down against brute force (lib/exact_counts_test.ts).";

await main("exact", async () => {
  const flags = parseFlags(Deno.args, { json: "boolean", out: "value", force: "boolean", help: "boolean" });
  if (flags.help) {
    console.log(USAGE);
    return;
  }
  const out = await outFlag(flags);

  const date = new Date().toISOString();
  const start = performance.now();
  setFreeCounts();
  const seconds = (performance.now() - start) / 1000;
  const rows = exactRows();
  const counts = rows.map(({ n, setFree, subsets, numerator, denominator, p }) => ({
    n,
    setFree: String(setFree),
    subsets: String(subsets),
    p: `${numerator}/${denominator}`,
    pFloat: p,
  }));
  if (out !== undefined) {
    const document = { method: METHOD, versions: versions(), date, seconds, counts };
    await writeFileAtomic(out, JSON.stringify(document, null, 2) + "\n");
  }
  if (flags.json) {
    console.log(JSON.stringify({ counts, seconds }, null, 2));
    return;
  }
  console.log(String(table(rows.map((row) => ({
    n: row.n,
    "SET-free tables": row.setFree,
    "all tables C(81,n)": row.subsets,
    "P(no SET)": `${row.numerator}/${row.denominator}`,
    "P (float)": row.p === 0 || row.p === 1 ? String(row.p) : row.p.toPrecision(6),
    "odds against": formatOdds(row.oddsAgainst),
  })))));
  const largest = rows.findLast((row) => row.setFree > 0n)!.n;
  console.log(
    `\nComputed in ${seconds.toFixed(3)} s. The largest SET-free tables have ${largest} cards; ` +
      `every table of ${largest + 1} or more holds a SET.${out === undefined ? "" : ` Wrote ${out}.`}`,
  );
});

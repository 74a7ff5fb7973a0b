import { deepEqual, equal } from "node:assert/strict";
import { besideExact } from "./beside_exact.ts";
import { table } from "./show.ts";

const estimate = (source: string, count: number, total: number, lo: number, hi: number) => ({
  source,
  count,
  total,
  p: count / total,
  lo,
  hi,
});

Deno.test("besideExact() lists the estimates, then the exact value, with the columns named as asked", () => {
  const rows = besideExact(
    [estimate("ours", 152_045, 2_298_312, 0.06574, 0.06657), estimate("Norvig", 5_871, 91_936, 0.06229, 0.06546)],
    { source: "exact, fresh deal", p: 0.0323 },
    { digits: 3, columns: { count: "no SET", total: "tables", p: "P(no SET)" }, odds: true },
  );
  deepEqual(Object.keys(rows[0]), ["source", "no SET", "tables", "P(no SET)", "95% interval", "odds against"]);
  deepEqual(rows.map((r) => r.source), ["ours", "Norvig", "exact, fresh deal"]);
  deepEqual(rows[0], {
    source: "ours",
    "no SET": 152_045,
    tables: 2_298_312,
    "P(no SET)": "6.616%",
    "95% interval": "[6.574%, 6.657%]",
    "odds against": "14.12 : 1",
  });
  deepEqual(rows[2], {
    source: "exact, fresh deal",
    "no SET": "",
    tables: "",
    "P(no SET)": "3.230%",
    "95% interval": "exact",
    "odds against": "29.96 : 1",
  });
});

Deno.test("besideExact() writes every share with the decimals the closest interval needs", () => {
  const rows = besideExact(
    [estimate("wide", 50, 500, 0.07, 0.13), estimate("close", 600, 5_600, 0.1051, 0.108671)],
    { source: "exact", p: 0.10868 },
  );
  deepEqual(rows.map((r) => r.P), ["10.000%", "10.714%", "10.868%"]);
  deepEqual(rows.map((r) => r["95% interval"]), ["[7.000%, 13.000%]", "[10.510%, 10.867%]", "exact"]);
});

Deno.test("besideExact() rows make a table whose numbers line up right", () => {
  const rows = besideExact([estimate("ours", 1, 10, 0.01, 0.4)], { source: "exact", p: 0.1 });
  equal(String(table(rows)).split("\n")[2], "ours        1      10  10.00%  [1.00%, 40.00%]");
});

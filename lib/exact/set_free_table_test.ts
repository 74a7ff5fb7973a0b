import { equal, ok, throws } from "node:assert/strict";
import { findSetFreeTable } from "./set_free_table.ts";
import { checkTable, hasSetByTriples } from "../core/table.ts";

Deno.test("findSetFreeTable() finds n distinct cards holding no SET for every n = 0..20", () => {
  for (let n = 0; n <= 20; n++) {
    const table = findSetFreeTable(n);
    ok(table !== undefined, `n = ${n}`);
    equal(table.length, n);
    checkTable(table);
    equal(hasSetByTriples(table), false, `n = ${n}`);
  }
});

Deno.test("findSetFreeTable() finds none of 21 cards or more", () => {
  for (const n of [21, 22, 40, 81]) equal(findSetFreeTable(n), undefined, `n = ${n}`);
});

Deno.test("findSetFreeTable() throws a RangeError naming n when n is not an integer in 0..81", () => {
  for (const n of [-1, 82, 2.5]) throws(() => findSetFreeTable(n), new RegExp(`n = ${n} is not an integer`));
});

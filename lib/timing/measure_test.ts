import { equal, ok } from "node:assert/strict";
import { measureInterleaved } from "./measure.ts";

Deno.test("measureInterleaved() runs the work once to size its batch, then (warmup + rounds) × batch times, and reports per-call quartiles in order", () => {
  let calls = 0;
  const t = measureInterleaved([{ key: "count", work: () => ++calls }], { warmup: 2, rounds: 7, sampleMs: 0 }).get(
    "count",
  )!;
  equal(t.batch, 1); // a sample of at least 0 ms: one call
  equal(calls, 1 + (2 + 7) * t.batch);
  equal(t.runs, 7);
  ok(t.min <= t.q1 && t.q1 <= t.median && t.median <= t.q3 && t.q3 <= t.max);
});

Deno.test("measureInterleaved() times every case in every round, rotating which goes first", () => {
  const order: string[] = [];
  const cases = ["a", "b", "c"].map((key) => ({ key, work: () => order.push(key) }));
  const timings = measureInterleaved(cases, { rounds: 4, warmup: 1, sampleMs: 0 });
  for (const key of ["a", "b", "c"]) equal(timings.get(key)!.runs, 4);
  // after the three calibration calls, each round's first case moves on by one: a, b, c, a, b
  const firsts = [0, 1, 2, 3, 4].map((round) => order[3 + 3 * round]);
  equal(firsts.join(""), "abcab");
});

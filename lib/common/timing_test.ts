import { equal, ok } from "node:assert/strict";
import { measure } from "./timing.ts";

Deno.test("measure() runs the work warmup + runs × batch times and reports per-call quartiles in order", () => {
  let calls = 0;
  const t = measure(() => ++calls, { warmup: 2, runs: 7, batch: 3 });
  equal(calls, (2 + 7) * 3);
  equal(t.runs, 7);
  equal(t.batch, 3);
  ok(t.min <= t.q1 && t.q1 <= t.median && t.median <= t.q3 && t.q3 <= t.max);
});

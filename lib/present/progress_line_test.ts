import { equal } from "node:assert/strict";
import { progressLine, stderrProgress } from "./progress_line.ts";

Deno.test("progressLine() says units done, the share, the time so far and the time left, or the time taken at the end", () => {
  equal(
    progressLine({ label: "simulate", done: 25, total: 100, unit: "chunks", elapsed: 30 }),
    "simulate: 25 of 100 chunks (25%), 30 s so far, about 1 min 30 s left",
  );
  const half = { label: "sis", done: 1, total: 4, unit: "chunks", elapsed: 10, fraction: 0.5 };
  equal(progressLine(half), "sis: 1 of 4 chunks (50%), 10 s so far, about 10 s left");
  equal(
    progressLine({ label: "game", done: 4, total: 4, unit: "chunks", elapsed: 185 }),
    "game: 4 of 4 chunks, done in 3 min 5 s",
  );
});

Deno.test("stderrProgress() gives a callback that returns nothing (its lines go to stderr)", () => {
  const report = stderrProgress("demo", "chunks");
  equal(report(2, 2, 1), undefined);
});

import { deepEqual } from "node:assert/strict";
import { simulationProgress } from "./simulation_progress.ts";

Deno.test("simulationProgress() makes one line at the first report and gives it the latest share of the work", () => {
  const made: [string, string, number][] = [];
  const seen: [number, number][] = [];
  const onProgress = simulationProgress("importance sampling", (label, unit, total, fraction) => {
    made.push([label, unit, total]);
    return (done) => seen.push([done, fraction(done)]);
  });
  onProgress(1, 3, 0.5);
  onProgress(2, 3, 0.9);
  onProgress(3, 3, 1);
  deepEqual(made, [["importance sampling", "chunks", 3]]);
  deepEqual(seen, [[1, 0.5], [2, 0.9], [3, 1]]);
});

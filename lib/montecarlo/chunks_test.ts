import { deepEqual, equal, ok, throws } from "node:assert/strict";
import { estimateChunks } from "./chunks.ts";
import { SIS_POPULATION, TooFewTrialsError } from "./minimum_trials.ts";

Deno.test("estimateChunks() cuts plain tables and whole populations into fixed chunks that add up to the plan", () => {
  const plain = estimateChunks("s", "plain", 12, 600_001);
  deepEqual(plain.map((t) => [t.chunk, t.trials]), [[0, 250_000], [1, 250_000], [2, 100_001]]);
  const single = estimateChunks("s", "sis", 15, 120_000);
  deepEqual(single.map((t) => [t.replicates, t.population]), [[50_000, 1], [50_000, 1], [20_000, 1]]);
  const populations = estimateChunks("s", "sis", 19, 1_000_000);
  equal(populations.reduce((sum, t) => sum + t.replicates, 0), 100);
  ok(populations.every((t) => t.population === SIS_POPULATION && t.seed === "s" && t.n === 19));
  throws(() => estimateChunks("s", "sis", 19, 1000), TooFewTrialsError);
  deepEqual(estimateChunks("s", "plain", 19, 1).map((t) => t.trials), [1]);
  deepEqual(estimateChunks("s", "sis", 113, 10, 729), []);
});

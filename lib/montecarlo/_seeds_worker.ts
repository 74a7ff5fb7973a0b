// The Web Worker that runs blocks of seeds: the coverage study's (`runCoverageTask`, its tasks naming the exact value)
// and the notebook sweeps' (`seedEstimates`).
import { serveChunks } from "../common/parallel.ts";
import { type CoverageTask, runCoverageTask, seedEstimates, type SeedsTask } from "./_chunk.ts";

serveChunks((task: SeedsTask | CoverageTask) => "exact" in task ? runCoverageTask(task) : seedEstimates(task));

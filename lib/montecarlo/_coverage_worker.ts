// The Web Worker behind `coverageStudy`: runs blocks of seeds with `runCoverageTask`.
import { serveChunks } from "../common/parallel.ts";
import { runCoverageTask } from "./_chunk.ts";

serveChunks(runCoverageTask);

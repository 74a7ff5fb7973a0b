/**
 * The Web Worker behind {@link coverageStudy}: runs blocks of seeds with {@link runCoverageTask}.
 *
 * @module
 */
import { serveChunks } from "../common/parallel.ts";
import { runCoverageTask } from "./_seeds.ts";

serveChunks(runCoverageTask);

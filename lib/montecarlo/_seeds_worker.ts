/**
 * A Web Worker that runs blocks of seeds with {@link seedEstimates}: the property tests that sweep
 * a notebook's statements over a thousand seeds.
 *
 * @module
 */
import { serveChunks } from "../common/parallel.ts";
import { seedEstimates } from "./_seeds.ts";

serveChunks(seedEstimates);

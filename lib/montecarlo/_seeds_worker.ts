// The Web Worker of the tests that sweep a notebook's statements over many seeds: runs `seedEstimates`.
import { serveChunks } from "../common/parallel.ts";
import { seedEstimates } from "./_chunk.ts";

serveChunks(seedEstimates);

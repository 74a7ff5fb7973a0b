// The Web Worker behind `simulate`: runs chunks with `simulateChunk`.
import { serveChunks } from "../common/parallel.ts";
import { simulateChunk } from "./_chunk.ts";

serveChunks(simulateChunk);

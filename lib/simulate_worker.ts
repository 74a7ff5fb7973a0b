/**
 * The Web Worker behind {@link simulate}: runs chunks with {@link simulateChunk}.
 *
 * @module
 */
import { serveChunks } from "./parallel.ts";
import { simulateChunk } from "./simulate_chunk.ts";

serveChunks(simulateChunk);

/**
 * The Web Worker behind {@link simulate}: runs chunks with {@link simulateChunk}.
 *
 * @module
 */
import { serveChunks } from "../common/parallel.ts";
import { simulateChunk } from "./_chunk.ts";

serveChunks(simulateChunk);

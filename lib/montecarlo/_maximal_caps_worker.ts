/**
 * The Web Worker behind {@link randomMaximalCaps}: runs chunks of random maximal SET-free tables with {@link maximalCapsChunk}.
 *
 * @module
 */
import { serveChunks } from "../common/parallel.ts";
import { maximalCapsChunk } from "./maximal_caps.ts";

serveChunks(maximalCapsChunk);

/**
 * The worker module of {@link playMany}: plays the chunks it is sent.
 *
 * @module
 */
import { playChunk } from "./play.ts";
import { serveChunks } from "../common/parallel.ts";

serveChunks(playChunk);

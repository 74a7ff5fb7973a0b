// The Web Worker behind `playMany`: plays the chunks it is sent.
import { playChunk } from "./play.ts";
import { serveChunks } from "../common/parallel.ts";

serveChunks(playChunk);

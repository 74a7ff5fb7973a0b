// The Web Worker behind `randomMaximalCaps`: runs chunks of random maximal SET-free tables.
import { serveChunks } from "../common/parallel.ts";
import { maximalCapsChunk } from "./maximal_caps.ts";

serveChunks(maximalCapsChunk);

/**
 * The Web Worker behind {@link capClasses}: each chunk is one class representative, answered by the classes below it.
 *
 * @module
 */
import { serveChunks } from "../common/parallel.ts";
import { type FoundClass, growFrom } from "./_grow.ts";

/** One chunk: walk the classes below `rep` in the space of `limit` points. */
export interface SubtreeTask {
  rep: number[];
  limit: number;
}

serveChunks(({ rep, limit }: SubtreeTask) => {
  const found: FoundClass[] = [];
  growFrom(rep, limit, (c) => found.push(c));
  return found;
});

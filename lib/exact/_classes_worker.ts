// The Web Worker behind `capClasses`: each chunk is a class representative, answered by the classes below it.
import { serveChunks } from "../common/parallel.ts";
import { type FoundClass, growFrom } from "./_canonical.ts";

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

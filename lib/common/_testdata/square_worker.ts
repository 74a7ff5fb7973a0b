// A worker for parallel_test.ts: squares numbers, and fails on a negative one.
import { serveChunks } from "../parallel.ts";

serveChunks((task: number) => {
  if (task < 0) throw new RangeError(`negative task ${task}`);
  return task * task;
});

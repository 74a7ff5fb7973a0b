// A worker for parallel_test.ts: answers every task with an id it draws once, when it starts; fails on a negative task.
import { serveChunks } from "../parallel.ts";

const id = crypto.randomUUID();
serveChunks((task: number) => {
  if (task < 0) throw new RangeError(`negative task ${task}`);
  return id;
});

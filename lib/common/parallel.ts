/**
 * Runs independent chunks of work on a pool of Web Workers, one per core by
 * default, and returns their results in chunk order: so the answer depends on
 * how the work is cut into chunks, never on how many workers run them.
 *
 * A worker module handles messages `{ index, task }` by posting back
 * `{ index, result }` (or `{ index, error }`); {@link serveChunks} writes that loop.
 *
 * @module
 */

/** Options of {@link runChunks}. */
export interface RunChunksOptions {
  /** Number of workers, at least 1; default: the machine's cores. */
  workers?: number;
  /** Called after each finished chunk with the counts so far. */
  onProgress?: (done: number, total: number) => void;
}

/** The machine's logical cores (at least 1). */
export function cores(): number {
  return Math.max(1, navigator.hardwareConcurrency || 1);
}

/**
 * Sends each task to the first free worker of a pool running `workerUrl`.
 *
 * @param workerUrl The worker module, e.g. `new URL("../plain_worker.ts", import.meta.url)`.
 * @param tasks One structured-clonable task per chunk.
 * @returns The results, `results[i]` for `tasks[i]`.
 * @throws {RangeError} when `workers` is not a positive integer; any error a worker reports.
 */
export async function runChunks<Task, Result>(
  workerUrl: URL,
  tasks: readonly Task[],
  { workers = cores(), onProgress }: RunChunksOptions = {},
): Promise<Result[]> {
  if (!Number.isInteger(workers) || workers < 1) throw new RangeError(`workers ${workers} is not a positive integer`);
  const results = new Array<Result>(tasks.length);
  if (tasks.length === 0) return results;
  const pool = Array.from(
    { length: Math.min(workers, tasks.length) },
    () => new Worker(workerUrl, { type: "module" }),
  );
  let next = 0;
  let done = 0;
  try {
    await new Promise<void>((resolve, reject) => {
      const feed = (worker: Worker) => {
        if (next < tasks.length) {
          const index = next++;
          worker.postMessage({ index, task: tasks[index] });
        }
      };
      for (const worker of pool) {
        worker.onmessage = (event: MessageEvent<{ index: number; result?: Result; error?: string }>) => {
          const { index, result, error } = event.data;
          if (error !== undefined) return reject(new Error(error));
          results[index] = result as Result;
          done++;
          onProgress?.(done, tasks.length);
          if (done === tasks.length) resolve();
          else feed(worker);
        };
        worker.onerror = (event) => {
          event.preventDefault();
          reject(new Error(`worker failed: ${event.message}`));
        };
        feed(worker);
      }
    });
  } finally {
    for (const worker of pool) worker.terminate();
  }
  return results;
}

/**
 * The message loop of a worker module: answers each `{ index, task }` with
 * `{ index, result: work(task) }`, or `{ index, error }` when `work` throws.
 *
 * @example A worker module
 * ```ts ignore
 * import { serveChunks } from "./parallel.ts";
 * serveChunks((task: { n: number }) => task.n * 2);
 * ```
 */
export function serveChunks<Task, Result>(work: (task: Task) => Result): void {
  const scope = self as unknown as {
    onmessage: ((event: MessageEvent<{ index: number; task: Task }>) => void) | null;
    postMessage(message: unknown): void;
  };
  scope.onmessage = (event) => {
    const { index, task } = event.data;
    try {
      scope.postMessage({ index, result: work(task) });
    } catch (error) {
      scope.postMessage({ index, error: error instanceof Error ? error.message : String(error) });
    }
  };
}

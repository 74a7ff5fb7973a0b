/**
 * Chunks of work on a pool of Web Workers, their results handed back in chunk order: none depends on the workers.
 *
 * @module
 */
import { integerIn } from "./check.ts";

/**
 * The machine's logical cores (at least 1).
 *
 * @example
 * ```ts
 * import { cores } from "./parallel.ts";
 * import { ok } from "node:assert/strict";
 * ok(Number.isInteger(cores()) && cores() >= 1);
 * ```
 */
export function cores(): number {
  return Math.max(1, navigator.hardwareConcurrency || 1);
}

/**
 * The most workers a pool may have: 4 per core (more only costs memory: each worker is a V8 isolate).
 *
 * @example
 * ```ts
 * import { cores, maxWorkers } from "./parallel.ts";
 * import { equal } from "node:assert/strict";
 * equal(maxWorkers(), 4 * cores());
 * ```
 */
export function maxWorkers(): number {
  return 4 * cores();
}

/** Options of {@link streamChunks} and {@link runChunks}. */
interface RunChunksOptions {
  /** Number of workers, 1..{@link maxWorkers}; default: the machine's cores. */
  workers?: number;
  /** Called after each finished chunk with the number finished so far. */
  onProgress?: (done: number) => void;
  /** Stops the run when aborted: the workers are terminated and the promise rejects with the signal's reason. */
  signal?: AbortSignal;
  /** Keep a successful run's workers for the next run of the module (default: in the kernel, {@link IN_KERNEL}). */
  keepWorkers?: boolean;
}

/** Whether this program is Deno's Jupyter kernel, where every new Web Worker waits half a second for a debugger. */
export const IN_KERNEL: boolean = (() => {
  try {
    const deno = typeof Deno === "undefined" ? undefined : Deno as { jupyter?: { broadcast?: unknown } };
    return typeof deno?.jupyter?.broadcast === "function";
  } catch {
    return false; // outside the kernel, reading Deno.jupyter throws
  }
})();

// The idle workers kept for later runs, by module URL ({@link RunChunksOptions}' keepWorkers).
const kept = new Map<string, Worker[]>();

/** Ends the workers kept for later runs ({@link RunChunksOptions}' `keepWorkers`). */
export function endKeptWorkers(): void {
  for (const workers of kept.values()) for (const worker of workers) worker.terminate();
  kept.clear();
}

/** A worker module's URL, or a function starting a worker (a page opened from `file://` cannot start a module). */
type WorkerSource = URL | (() => Worker);

/**
 * Sends each task (read lazily) to the first free worker of a pool and calls `consume` with the results in task
 * order, taking at most `8 · workers` tasks ahead of it so that memory stays bounded. Returns the number of tasks;
 * throws a RangeError for `workers` not in 1..{@link maxWorkers}, a worker's error, or an aborted signal's reason.
 */
export async function streamChunks<Task, Result>(
  workerSource: WorkerSource,
  tasks: Iterable<Task>,
  consume: (result: Result, index: number) => void,
  { workers = cores(), onProgress, signal, keepWorkers = IN_KERNEL }: RunChunksOptions = {},
): Promise<number> {
  integerIn("workers", workers, 1, maxWorkers());
  signal?.throwIfAborted();
  const keepAs = keepWorkers && workerSource instanceof URL ? workerSource.href : undefined;
  let succeeded = false;
  const window = 8 * workers;
  const source = tasks[Symbol.iterator]();
  const pending = new Map<number, Result>(); // finished, waiting for the results before them
  let issued = 0, consumed = 0, exhausted = false;
  const pool: Worker[] = [];
  let stop = () => {};
  try {
    await new Promise<void>((resolve, reject) => {
      stop = () => reject(signal!.reason);
      signal?.addEventListener("abort", stop);
      const idle: Worker[] = [];
      const feed = () => {
        // A worker is started only when there is a task for it: a run of 3 chunks on 8 workers starts 3.
        while (!exhausted && issued < consumed + window && (idle.length > 0 || pool.length < workers)) {
          const next = source.next();
          if (next.done) exhausted = true;
          else (idle.pop() ?? start()).postMessage({ index: issued++, task: next.value });
        }
        if (exhausted && consumed === issued) resolve();
      };
      const start = () => {
        const worker = (keepAs && kept.get(keepAs)?.pop()) ||
          (workerSource instanceof URL ? new Worker(workerSource, { type: "module" }) : workerSource());
        worker.onmessage = (event: MessageEvent<{ index: number; result?: Result; error?: string }>) => {
          const { index, result, error } = event.data;
          if (error !== undefined) return reject(new Error(error));
          pending.set(index, result as Result);
          while (pending.has(consumed)) {
            const ready = pending.get(consumed)!;
            pending.delete(consumed);
            try {
              consume(ready, consumed);
            } catch (failure) {
              return reject(failure);
            }
            consumed++;
            onProgress?.(consumed);
          }
          idle.push(worker);
          feed();
        };
        worker.onerror = (event) => {
          event.preventDefault();
          reject(new Error(`worker failed: ${event.message}`));
        };
        pool.push(worker);
        return worker;
      };
      feed();
    });
    succeeded = true;
  } finally {
    signal?.removeEventListener("abort", stop);
    if (keepAs && succeeded) {
      for (const worker of pool) worker.onmessage = worker.onerror = null;
      kept.set(keepAs, [...kept.get(keepAs) ?? [], ...pool]);
    } else {
      for (const worker of pool) worker.terminate();
    }
  }
  return issued;
}

/** {@link streamChunks} for a list of tasks whose results fit in memory: `results[i]` for `tasks[i]`. */
export async function runChunks<Task, Result>(
  workerSource: WorkerSource,
  tasks: readonly Task[],
  options: RunChunksOptions = {},
): Promise<Result[]> {
  const results: Result[] = [];
  await streamChunks<Task, Result>(workerSource, tasks, (result) => results.push(result), options);
  return results;
}

/** A worker's message loop: answers `{ index, task }` with `{ index, result: work(task) }` or `{ index, error }`. */
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

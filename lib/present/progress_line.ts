/**
 * Progress of long work, with the time left: one line that commands rewrite on stderr and
 * notebooks update in place.
 *
 * @module
 */
import { duration, int } from "./format.ts";

/** How far a piece of work is. */
export interface ProgressState {
  /** What is running, e.g. `"simulate"`. */
  label: string;
  /** Units done so far and in all (chunks, games…). */
  done: number;
  total: number;
  /** What the units are, e.g. `"chunks"`. */
  unit: string;
  /** Seconds since the work started. */
  elapsed: number;
  /** The share of the work done, 0..1, when units differ in cost (default `done / total`). */
  fraction?: number;
}

/**
 * The progress line: units done, share, time spent and an estimate of the time left (the
 * elapsed time scaled by the share still to do).
 *
 * @example
 * ```ts
 * import { progressLine } from "./progress_line.ts";
 * import { equal } from "node:assert/strict";
 * equal(
 *   progressLine({ label: "simulate", done: 25, total: 100, unit: "chunks", elapsed: 30 }),
 *   "simulate: 25 of 100 chunks (25%), 30 s so far, about 1 min 30 s left",
 * );
 * equal(progressLine({ label: "game", done: 4, total: 4, unit: "chunks", elapsed: 2.5 }), "game: 4 of 4 chunks, done in 2.5 s");
 * ```
 */
export function progressLine({ label, done, total, unit, elapsed, fraction = done / total }: ProgressState): string {
  if (done >= total) return `${label}: ${int(done)} of ${int(total)} ${unit}, done in ${duration(elapsed)}`;
  // The time left is the time spent scaled by the share still to do: meaningless before a few seconds have passed.
  const left = fraction > 0.005 && elapsed >= 2 ? elapsed * (1 - fraction) / fraction : Infinity;
  return `${label}: ${int(done)} of ${int(total)} ${unit} (${Math.floor(100 * fraction)}%), ` +
    `${duration(elapsed)} so far, ${
      Number.isFinite(left) ? `about ${duration(left)} left` : "estimating the time left"
    }`;
}

/** Options of {@link progressReporter}. */
export interface ProgressReporterOptions {
  label: string;
  unit: string;
  /** Units in all, when known in advance; else each call gives it. */
  total?: number;
  /** Shows a line; `final` for the last one. */
  write: (line: string, final: boolean) => void;
  /** Least milliseconds between two lines (the last is always written). Default 500. */
  every?: number;
  /** The share of the work done after `done` units, when units differ in cost. */
  fraction?: (done: number) => number;
}

/**
 * A progress callback: call it with the units done (and the total, and the share done, when the
 * work only knows them once it runs, as `simulate` and `playMany` call their `onProgress`); it
 * writes a {@link progressLine} at most every `every` ms, and always when the work is complete.
 * Its clock starts when it is made, so make it as the step starts: the work's first report may
 * come only after its first chunk.
 *
 * @throws {RangeError} when called without a total and none was given.
 * @example
 * ```ts
 * import { progressReporter } from "./progress_line.ts";
 * import { equal, match } from "node:assert/strict";
 * const lines: string[] = [];
 * const report = progressReporter({ label: "demo", unit: "chunks", total: 3, write: (line) => lines.push(line) });
 * for (const done of [1, 2, 3]) report(done);
 * match(lines.at(-1)!, /^demo: 3 of 3 chunks, done in/);
 * equal(lines.length <= 3, true);
 * const later = progressReporter({ label: "late", unit: "chunks", write: (line) => lines.push(line) });
 * later(4, 4, 1);
 * match(lines.at(-1)!, /^late: 4 of 4 chunks, done in/);
 * ```
 */
export function progressReporter(
  { label, unit, total: fixedTotal, write, every = 500, fraction }: ProgressReporterOptions,
): (done: number, total?: number, share?: number) => void {
  const start = performance.now();
  let last = -Infinity;
  return (done, total = fixedTotal, share) => {
    if (total === undefined) throw new RangeError(`progress of ${label}: no total given`);
    const now = performance.now();
    const final = done >= total;
    if (!final && now - last < every) return;
    last = now;
    const elapsed = (now - start) / 1000;
    write(progressLine({ label, done, total, unit, elapsed, fraction: share ?? fraction?.(done) }), final);
  };
}

/**
 * A progress callback for commands: rewrites one line in place on a terminal (every 0.2 s),
 * writes a line every 10 s otherwise (a log file, CI), and always the last. Its clock starts
 * when it is made; `total` may come with each call instead ({@link progressReporter}).
 */
export function stderrProgress(
  label: string,
  unit: string,
  total?: number,
  fraction?: (done: number) => number,
): (done: number, total?: number, share?: number) => void {
  const tty = Deno.stderr.isTerminal();
  const encoder = new TextEncoder();
  return progressReporter({
    label,
    unit,
    total,
    fraction,
    every: tty ? 200 : 10_000,
    write: (line, final) =>
      Deno.stderr.writeSync(encoder.encode(tty ? `\r\x1b[2K${line}${final ? "\n" : ""}` : `${line}\n`)),
  });
}

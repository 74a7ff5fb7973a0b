/**
 * Progress of long work with the time left, in one line that commands rewrite on stderr and notebooks update in place.
 *
 * @module
 */
import { int } from "./format.ts";
import { jupyter } from "./show.ts";

/** A progress callback, as `simulate`, `playMany` and the other long runs call their `onProgress`. */
export type Progress = (done: number, total: number, share?: number) => void;

function duration(seconds: number): string {
  if (!Number.isFinite(seconds)) return "unknown";
  if (seconds < 10) return `${seconds.toFixed(1)} s`;
  if (seconds < 60) return `${Math.round(seconds)} s`;
  const minutes = Math.floor(seconds / 60);
  if (minutes < 60) return `${minutes} min ${Math.round(seconds - 60 * minutes)} s`;
  return `${Math.floor(minutes / 60)} h ${minutes % 60} min`;
}

/**
 * The progress line: units done, share (`fraction`, default `done / total`), seconds `elapsed` and the time left.
 */
export function progressLine(
  { label, done, total, unit, elapsed, fraction = done / total }: {
    label: string;
    done: number;
    total: number;
    unit: string;
    elapsed: number;
    fraction?: number;
  },
): string {
  if (done >= total) return `${label}: ${int(done)} of ${int(total)} ${unit}, done in ${duration(elapsed)}`;
  const left = fraction > 0.005 && elapsed >= 2 ? elapsed * (1 - fraction) / fraction : Infinity;
  return `${label}: ${int(done)} of ${int(total)} ${unit} (${Math.floor(100 * fraction)}%), ` +
    `${duration(elapsed)} so far, ${
      Number.isFinite(left) ? `about ${duration(left)} left` : "estimating the time left"
    }`;
}

// Writes a progress line at most every `every` ms, and always the last; the clock starts when it is made.
function reporter(label: string, unit: string, every: number, write: (line: string, final: boolean) => void): Progress {
  const start = performance.now();
  let last = -Infinity;
  return (done, total, share) => {
    const now = performance.now(), final = done >= total;
    if (!final && now - last < every) return;
    last = now;
    write(progressLine({ label, done, total, unit, elapsed: (now - start) / 1000, fraction: share }), final);
  };
}

/**
 * A progress callback for commands: one line rewritten on a terminal every 0.2 s, else a line every 10 s, and always
 * the last; its clock starts when it is made.
 */
export function stderrProgress(label: string, unit: string): Progress {
  const tty = Deno.stderr.isTerminal();
  const encoder = new TextEncoder();
  return reporter(label, unit, tty ? 200 : 10_000, (line, final) => {
    Deno.stderr.writeSync(encoder.encode(tty ? `\r\x1b[2K${line}${final ? "\n" : ""}` : `${line}\n`));
  });
}

let displays = 0;

/** The MIME type marking a notebook's progress line, which the reader's edition of a page leaves out. */
export const PROGRESS_MIME = "application/vnd.set-notebook.progress+json";

/**
 * A progress callback for a notebook cell: one line updated in place at most twice a second (outside Jupyter, lines
 * on stderr); its clock starts when it is made.
 *
 * @example
 * ```ts
 * import { notebookProgress } from "./progress_line.ts";
 * import { simulate } from "../montecarlo/simulate.ts";
 * import { equal } from "node:assert/strict";
 * const onProgress = notebookProgress("plain sampling", "chunks");
 * const run = await simulate({ sizes: [12], trials: 10_000, seed: "42", method: "plain", workers: 1, onProgress });
 * equal(run.results.length, 1);
 * ```
 */
export function notebookProgress(label: string, unit: string): Progress {
  const kernel = jupyter();
  const id = `set-progress-${Deno.pid}-${++displays}`;
  let first = true;
  return reporter(label, unit, 500, (line) => {
    if (!kernel) return void console.error(line);
    // The kernel has no interrupt: a line still running says what stops it.
    const bundle = {
      "text/plain": /done in/.test(line) ? line : `${line} (Kernel ▸ Restart stops it)`,
      [PROGRESS_MIME]: { label, unit },
    };
    // Fire and forget: a lost update is harmless, and must not hold the work up.
    kernel.display(bundle, { raw: true, display_id: id, update: !first }).catch(() => {});
    first = false;
  });
}

/**
 * `deno task simulate`: Monte Carlo estimates of P(no SET | n) with 95% intervals.
 *
 *     deno task simulate [--sizes 9-21 | --sizes 12,15] [--trials N] [--seed S]
 *                        [--method plain|sis|both] [--workers W] [--out FILE [--force]] [--json]
 *
 * Prints a table (progress on stderr), or with `--json` one JSON document on stdout;
 * `--out FILE` also writes that document to FILE (atomically, never over an existing
 * file unless `--force`).
 *
 * @module
 */
import { main, oneOf, outFlag, parseFlags, positiveInteger, progressReporter, UsageError } from "./args.ts";
import { cores } from "../common/parallel.ts";
import { writeFileAtomic } from "../common/files.ts";
import { simulate, type SimulationRun } from "../montecarlo/simulate.ts";

const USAGE = "usage: deno task simulate [--sizes 9-21 | --sizes 12,15] [--trials N] [--seed S] " +
  "[--method plain|sis|both] [--workers W] [--out FILE [--force]] [--json]";

/**
 * Parses `--sizes`: sizes and ranges separated by commas, e.g. `9-21` or `12,15` or `9-12,15`, each in 3..81.
 *
 * @returns The sizes, increasing, without repeats.
 * @throws {UsageError} naming the value.
 * @example
 * ```ts
 * import { parseSizes } from "./simulate.ts";
 * import { deepEqual, throws } from "node:assert/strict";
 * deepEqual(parseSizes("15,9-11"), [9, 10, 11, 15]);
 * throws(() => parseSizes("2-5"), /--sizes must be sizes 3\.\.81/);
 * ```
 */
export function parseSizes(value: string): number[] {
  const sizes = new Set<number>();
  const fail = (): never => {
    throw new UsageError(`--sizes must be sizes 3..81 and ranges like 9-21 or 12,15, got ${JSON.stringify(value)}`);
  };
  for (const part of value.split(",")) {
    const match = /^\s*(\d{1,2})\s*(?:-\s*(\d{1,2})\s*)?$/.exec(part);
    if (!match) fail();
    const from = Number(match![1]);
    const to = Number(match![2] ?? match![1]);
    if (from < 3 || to > 81 || from > to) fail();
    for (let n = from; n <= to; n++) sizes.add(n);
  }
  return [...sizes].sort((a, b) => a - b);
}

/** The run as a readable table: one line per size and method. */
export function formatRun(run: SimulationRun): string {
  const rows = run.results.map((r) => [
    String(r.n),
    r.method,
    r.trials.toLocaleString("en-US"),
    r.p === 0 ? "0" : r.p.toExponential(4),
    `[${r.ci.map((x) => (x === 0 ? "0" : x.toExponential(3))).join(", ")}]`,
    r.p > 0 ? `${(((r.ci[1] - r.ci[0]) / 2 / r.p) * 100).toFixed(2)}%` : "-",
    r.noSet === undefined ? "" : r.noSet.toLocaleString("en-US"),
    r.seconds > 0 ? `${(r.trials / r.seconds / 1e6).toFixed(2)}` : "-",
  ]);
  const head = ["n", "method", "trials", "P(no SET)", "95% interval", "± rel", "no SET", "M/s/core"];
  const widths = head.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i].length)));
  const line = (cells: string[]) =>
    cells.map((c, i) => (i < 2 ? c.padEnd(widths[i]) : c.padStart(widths[i]))).join("  ");
  return [
    `P(no SET | n): seed ${JSON.stringify(run.seed)}, ${run.workers} worker(s), ${
      run.seconds.toFixed(1)
    } s, ${run.generator}`,
    line(head),
    ...rows.map(line),
  ].join("\n");
}

if (import.meta.main) {
  await main("simulate", async () => {
    const flags = parseFlags(Deno.args, {
      sizes: "value",
      trials: "value",
      seed: "value",
      method: "value",
      workers: "value",
      out: "value",
      force: "boolean",
      json: "boolean",
      help: "boolean",
    });
    if (flags.help) return console.log(USAGE);
    const sizes = parseSizes((flags.sizes as string | undefined) ?? "9-21");
    const trials = positiveInteger("trials", (flags.trials as string | undefined) ?? "1000000");
    const seed = (flags.seed as string | undefined) ?? "42";
    if (seed === "") throw new UsageError(`--seed must not be empty, got ""`);
    const method = oneOf("method", (flags.method as string | undefined) ?? "both", ["plain", "sis", "both"] as const);
    const workers = positiveInteger("workers", (flags.workers as string | undefined) ?? String(cores()), 256);
    const out = await outFlag(flags);
    const run = await simulate({
      sizes,
      trials,
      seed,
      method,
      workers,
      onProgress: progressReporter("simulate", "chunks"),
    });
    const json = JSON.stringify(run, null, 2);
    if (out !== undefined) {
      await writeFileAtomic(out, json + "\n");
      console.error(`simulate: wrote ${out}`);
    }
    console.log(flags.json ? json : formatRun(run));
  });
}

/**
 * The rerun's form read with the command line's own parameter readers, so that the page runs exactly what the
 * command would, but every refusal said in words a reader can act on, not in the command's flags.
 *
 * @module
 */
import { integerParam, MAX_SEED_CHARACTERS, quoted, seedParam, sizesParam } from "../common/params.ts";
import { sisMinimumTrials } from "../montecarlo/minimum_trials.ts";
import { commandLine, int, integerRuns, sizesFlag } from "../present/format.ts";

/** The trials per size the page runs: from the notebooks' fewest up to a million, a minute or so in a browser. */
export const RERUN_TRIALS = { min: 10_000, max: 1_000_000 } as const;

const SIZES = { min: 3, max: 81 } as const;

/** What a rerun runs: `simulate`'s seed, trials and sizes (both methods, the full deck). */
export type RerunInputs = { seed: string; trials: number; sizes: number[] };

/** The form read: what to run, or the field at fault and what to do about it. */
export type RerunReading = { inputs: RerunInputs } | Refusal;
type Refusal = { field: keyof RerunInputs; message: string };

/** The command line that gives the same numbers as a rerun. */
export function rerunCommand({ seed, trials, sizes }: RerunInputs): string {
  return commandLine("simulate", { seed, trials, method: "both", sizes: sizesFlag(sizes), json: true });
}

const seedReader = seedParam({ meaning: "seed" });
const trialsReader = integerParam({ ...RERUN_TRIALS, meaning: "trials" });
const sizesReader = sizesParam({ ...SIZES, meaning: "sizes" });

const refuse = (field: keyof RerunInputs, message: string): Refusal => ({ field, message });

function readSeed(raw: string): string | Refusal {
  if (raw === "") return refuse("seed", "Type a seed: any text, such as 42 or Zebra 7.");
  const length = [...raw].length;
  if (length > MAX_SEED_CHARACTERS) {
    return refuse(
      "seed",
      `The seed is ${int(length)} characters long; the most is ${MAX_SEED_CHARACTERS}. Shorten it.`,
    );
  }
  return seedReader.read(raw) ?? refuse(
    "seed",
    `The seed ${quoted(raw)} holds an invisible character (a control, format or separator character): ` +
      "use letters, digits, punctuation and plain spaces.",
  );
}

function readTrials(raw: string): number | Refusal {
  const range = `${int(RERUN_TRIALS.min)} to ${int(RERUN_TRIALS.max)}`;
  if (raw === "") return refuse("trials", `Type the trials per size: a whole number from ${range}.`);
  // Thousands separators as a reader writes them (200,000); the command line takes digits only.
  const digits = /^\d{1,3}(,\d{3})+$/.test(raw) ? raw.replaceAll(",", "") : raw;
  const trials = trialsReader.read(digits);
  if (trials !== undefined) return trials;
  if (!/^\d+$/.test(digits)) {
    return refuse("trials", `Trials per size must be a whole number from ${range}; ${quoted(raw)} is not.`);
  }
  const value = Number(digits);
  return refuse(
    "trials",
    value < RERUN_TRIALS.min
      ? `${int(value)} trials per size are too few: the page runs ${range}.`
      : `${int(value)} trials per size are too many for a page: it runs ${range} (the command line runs more).`,
  );
}

function readSizes(raw: string): number[] | Refusal {
  const text = raw.replace(/\s+/g, "").replace(/[–—]/g, "-");
  const how = "as a range like 9-21 or a list like 12,15";
  if (text === "") return refuse("sizes", `Type the table sizes, from 3 to 81 cards, ${how}.`);
  const sizes = sizesReader.read(text);
  if (sizes) return sizes;
  for (const part of text.split(",")) {
    const match = /^(\d+)(?:-(\d+))?$/.exec(part);
    if (!match) continue;
    const [from, to] = [Number(match[1]), Number(match[2] ?? match[1])];
    if (from > to) return refuse("sizes", `The range ${quoted(part)} runs backwards: write ${to}-${from}.`);
    const outside = [from, to].find((n) => n < SIZES.min || n > SIZES.max);
    if (outside !== undefined) return refuse("sizes", `A table has 3 to 81 cards; ${outside} is not a table size.`);
  }
  return refuse("sizes", `Table sizes are numbers from 3 to 81, ${how}; ${quoted(raw)} is not.`);
}

/**
 * Reads the rerun's form as `deno task simulate` reads its flags, but for thousands separators in the trials and
 * spaces and en dashes in the sizes; returns the inputs, or the first field at fault with what to do.
 */
export function readRerunForm(raw: { seed: string; trials: string; sizes: string }): RerunReading {
  const seed = readSeed(raw.seed);
  if (typeof seed !== "string") return seed;
  const trials = readTrials(raw.trials.trim());
  if (typeof trials !== "number") return trials;
  const sizes = readSizes(raw.sizes);
  if (!Array.isArray(sizes)) return sizes;
  const short = sizes.filter((n) => sisMinimumTrials(n) > trials);
  if (!short.length) return { inputs: { seed, trials, sizes } };
  const needed = int(Math.max(...short.map((n) => sisMinimumTrials(n))));
  // The sizes as a reader writes them: `19–20`, `9–18, 21`.
  const where = integerRuns(short).map(([a, b]) => a === b ? `${a}` : `${a}–${b}`).join(", ");
  return refuse(
    "trials",
    `Importance sampling needs at least ${needed} trials per size at ${where} cards: ` +
      `raise the trials to ${needed}, or leave out ${where}.`,
  );
}

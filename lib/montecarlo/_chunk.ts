/**
 * What the workers run: the Monte Carlo hot loops as WebAssembly (`_montecarlo.wasm`, from `_assembly/`), loaded once
 * per thread on import; one chunk of a simulation; and estimates at many seeds, each as `simulate --seed S` makes it.
 * Only workers and tests import it: `lib/set.ts` loads no WebAssembly.
 *
 * @module
 */
import { range } from "d3-array";
import { thirdTable } from "../core/rule.ts";
import { randomStreamState, type StreamKey } from "../common/random.ts";
import { integerIn, positiveInteger } from "../common/check.ts";
import { type Moments, pushMoment } from "../stats/intervals.ts";
import { checkDeckSize, checkTableSize, type DeckSize, MAX_CALL_TRIALS } from "./_deck.ts";
import {
  type ChunkResult,
  type ChunkTask,
  combineEstimate,
  type Estimate,
  estimateChunks,
  type EstimateMethod,
} from "./estimate.ts";
import { wasmBytes } from "./_wasm_bytes.ts";

/** The exports of `_montecarlo.wasm`; `_assembly/index.ts` documents each. */
interface HotLoops {
  memory: WebAssembly.Memory;
  THIRD: WebAssembly.Global;
  seedXorwow(x: number, y: number, z: number, w: number, v: number, d: number): void;
  countNoSet(n: number, trials: number, deckSize: number): number;
  resetPath(deckSize: number): void;
  sisWeight(n: number, deckSize: number): number;
  startPopulation(size: number, deckSize: number): void;
  populationEstimate(n: number): number;
}

/**
 * The hot loops of this thread, their table of third cards written in, each run a few times at import: V8 switches a
 * WebAssembly function to optimised code only on a later call, so without it a worker's first chunk would be slow.
 */
export const hotLoops: HotLoops = load();

/** Points the loops' generator at the start of a stream: they draw exactly the numbers `randomStream(key)` gives. */
export function seedStream(key: StreamKey): void {
  const { x, y, z, w, v, d } = randomStreamState(key);
  hotLoops.seedXorwow(x, y, z, w, v, d);
}

function load(): HotLoops {
  const loops = new WebAssembly.Instance(new WebAssembly.Module(wasmBytes()), {}).exports as unknown as HotLoops;
  const third = thirdTable();
  new Uint16Array(loops.memory.buffer, loops.THIRD.value, third.length).set(third);
  loops.seedXorwow(1, 2, 3, 4, 5, 6);
  for (let call = 0; call < 3; call++) {
    loops.countNoSet(12, 20_000, 81);
    loops.resetPath(81);
    for (let path = 0; path < 2_000; path++) loops.sisWeight(12, 81);
    loops.startPopulation(100, 81);
    loops.populationEstimate(12);
  }
  return loops;
}

/**
 * Plain Monte Carlo (`_assembly/plain.ts`): deals `trials` (at most {@link MAX_CALL_TRIALS}) uniform tables of n cards
 * from `stream` and counts those holding no SET, exactly as `noSetPlain` (`_reference_test.ts`) does.
 */
export function noSetPlainWasm(
  { n, trials, stream, deckSize = 81 }: { n: number; trials: number; stream: StreamKey; deckSize?: number },
): number {
  checkTableSize(n, checkDeckSize(deckSize));
  integerIn("trials", trials, 0, MAX_CALL_TRIALS);
  seedStream(stream);
  return hotLoops.countNoSet(n, trials, deckSize);
}

// The largest population of a deck: 1,000,000 paths, or as many as fit in 512 MB at 4 bytes a card and 12 of counts.
function maxPopulation(deckSize: number): number {
  return Math.min(1_000_000, Math.floor(2 ** 29 / (4 * deckSize + 12)));
}

/**
 * Importance sampling (`_assembly/sis.ts`): estimates P(no SET | n) `replicates` times from `stream`, by single paths
 * or resampled populations; the estimates' moments, bit for bit those of `noSetSis` (`_reference_test.ts`).
 */
export function noSetSisWasm(
  { n, replicates, population = 1, stream, deckSize = 81 }: {
    n: number;
    replicates: number;
    population?: number;
    stream: StreamKey;
    deckSize?: number;
  },
): Moments {
  checkTableSize(n, checkDeckSize(deckSize));
  positiveInteger("replicates", replicates);
  positiveInteger("population", population);
  const most = maxPopulation(deckSize);
  if (population > most) throw new RangeError(`population ${population} is more than ${most} for ${deckSize} cards`);
  seedStream(stream);
  const moments: Moments = { count: 0, mean: 0, m2: 0 };
  if (population === 1) {
    hotLoops.resetPath(deckSize);
    for (let r = 0; r < replicates; r++) pushMoment(moments, hotLoops.sisWeight(n, deckSize));
  } else {
    hotLoops.startPopulation(population, deckSize);
    for (let r = 0; r < replicates; r++) pushMoment(moments, hotLoops.populationEstimate(n));
  }
  return moments;
}

/** Runs one chunk on its stream (seed, method, n, chunk), the method suffixed with the deck's size but for 81 cards. */
export function simulateChunk(task: ChunkTask): ChunkResult {
  const { seed, method, n, chunk, deckSize = 81 } = task;
  const stream = { seed, method: deckSize === 81 ? method : `${method}-${deckSize}`, n, chunk };
  const start = performance.now();
  const result = method === "plain"
    ? { noSet: noSetPlainWasm({ n, trials: task.trials, stream, deckSize }) }
    : { moments: noSetSisWasm({ n, replicates: task.replicates, population: task.population, stream, deckSize }) };
  return { ...result, seconds: (performance.now() - start) / 1000 };
}

/** Seeds `from`..`to` − 1 (as decimal strings) of one (method, n, trials) estimate, deck 81 unless given. */
export interface SeedsTask {
  method: EstimateMethod;
  n: number;
  trials: number;
  from: number;
  to: number;
  deckSize?: DeckSize;
  confidence?: number;
}

/** Each seed's estimate; `undefined` where none can be made (see `sisInterval`). Cost: to − from estimates. */
export function seedEstimates(task: SeedsTask): (Estimate | undefined)[] {
  const { method, n, trials, from, to, deckSize = 81, confidence } = task;
  return range(from, to).map((seed: number) => {
    const tasks = estimateChunks(String(seed), method, n, trials, deckSize);
    try {
      return combineEstimate(method, n, tasks, tasks.map(simulateChunk), { deckSize, confidence });
    } catch {
      return undefined;
    }
  });
}

/** A block of seeds of one cell of the coverage study, and the exact value its intervals should contain. */
export interface CoverageTask extends SeedsTask {
  exact: number;
  confidence: number;
}

/** What a block of seeds found: intervals covering, wholly below or above; failures; summed relative half-widths. */
export interface CoverageTaskResult {
  covered: number;
  below: number;
  above: number;
  failed: number;
  relativeHalfWidth: number;
  /** How the intervals were made (at the first seed that made one). */
  ciMethod: string;
  seconds: number;
}

/** Runs a block of seeds of one cell and counts the intervals containing the exact value. Cost: to − from estimates. */
export function runCoverageTask(task: CoverageTask): CoverageTaskResult {
  const { exact } = task;
  const result = { covered: 0, below: 0, above: 0, failed: 0, relativeHalfWidth: 0, ciMethod: "", seconds: 0 };
  for (const estimate of seedEstimates(task)) {
    if (estimate === undefined) {
      result.failed++;
      continue;
    }
    const [low, high] = estimate.ci;
    if (high < exact) result.below++;
    else if (low > exact) result.above++;
    else result.covered++;
    if (exact > 0) result.relativeHalfWidth += (high - low) / 2 / exact;
    result.ciMethod ||= estimate.ciMethod;
    result.seconds += estimate.seconds;
  }
  return result;
}

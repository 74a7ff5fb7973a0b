/**
 * The rerun widget of notebook 3's reader page, live: `simulate` itself (lib/montecarlo/simulate.ts), on a pool of
 * classic Web Workers started from the bundled worker (a page opened from `file://` can start no module worker
 * and fetch no file), so its numbers are those of `deno task simulate --method both` for the same seed, trials and
 * sizes. The form is read with the command line's own parameter parsers, and refused with its own sentence.
 * Bundled for the browser into `assets/web/rerun.js` (lib/web/bundle.ts).
 *
 * @module
 */
import * as Plot from "@observablehq/plot";
import { integerParam, readParam, seedParam, sizesParam } from "../../common/params.ts";
import { int, pct, pctSig, powerOfTen, sci } from "../../present/format.ts";
import { escapeMarkup } from "../../common/escape.ts";
import { simulate, type SimulationResult } from "../../montecarlo/simulate.ts";
import { tooFewTrialsSentence } from "../../present/refusal.ts";
import type { RerunData } from "../rerun_data.ts";
import { commandLine } from "../../present/command_line.ts";

/** The trials the page accepts (the command line accepts more; a page should finish in a minute or so). */
const TRIALS = { min: 10_000, max: 1_000_000 };

/** The bundled worker's source, set by `assets/web/montecarlo-worker.js`. */
const WORKER_SOURCE = (globalThis as { setWorkerSources?: Record<string, string> }).setWorkerSources?.montecarlo;

// The figures' Okabe–Ito colours (lib/figures/figure.ts), one per series.
const LOOK = {
  exact: "#000000",
  plain: "#0072b2",
  sis: "#d55e00",
  published: "#cc79a7",
} as const;

interface Inputs {
  seed: string;
  trials: number;
  sizes: number[];
  sizesText: string;
}

function readInputs(form: HTMLFormElement): Inputs {
  const value = (name: string) => (form.elements.namedItem(name) as HTMLInputElement).value.trim();
  return {
    seed: readParam(
      seedParam({ meaning: "seed" }),
      "--seed",
      (form.elements.namedItem("seed") as HTMLInputElement).value,
    ),
    trials: readParam(integerParam({ ...TRIALS, meaning: "trials" }), "--trials", value("trials")),
    sizes: readParam(sizesParam({ min: 3, max: 81, meaning: "sizes" }), "--sizes", value("sizes")),
    sizesText: value("sizes"),
  };
}

/** A log axis's label: `10⁻⁴` at a power of ten, as the article's figures write it; none between. */
function decadeTick(p: number): string {
  const k = Math.round(Math.log10(p));
  return Math.abs(p / 10 ** k - 1) < 1e-9 ? powerOfTen(k) : "";
}

function chart(results: readonly SimulationResult[], data: RerunData, sizes: readonly number[]): Element {
  const [lo, hi] = [Math.min(...sizes), Math.max(...sizes)];
  const shown = (n: number) => lo <= n && n <= hi;
  const exact = data.exact.filter((d) => shown(d.n) && d.p > 0);
  type Point = SimulationResult & { x: number; low: number };
  const estimates: Point[] = results.filter((r) => r.p > 0).map((r) => ({
    ...r,
    x: r.n + (r.method === "plain" ? -0.22 : 0),
    low: Math.max(r.ci[0], r.p / 1e3),
  }));
  const zeros: Point[] = results.filter((r) => r.p === 0 && r.ci[1] > 0).map((r) => ({ ...r, x: r.n - 0.22, low: 0 }));
  const published = data.published.filter((d) => shown(d.n)).map((d) => ({ ...d, x: d.n + 0.22 }));
  return Plot.plot({
    width: 700,
    height: 420,
    marginLeft: 70,
    style: { fontSize: "13px", background: "white" },
    x: { label: "cards on the table, n", domain: [lo - 0.6, hi + 0.6], ticks: sizes, tickFormat: "d" },
    y: { type: "log", label: "P(no SET)", grid: true, nice: true, tickFormat: decadeTick },
    marks: [
      Plot.line(exact, { x: "n", y: "p", stroke: LOOK.exact, strokeWidth: 1.5 }),
      Plot.ruleX(estimates, { x: "x", y1: "low", y2: (d: Point) => d.ci[1], stroke: (d: Point) => LOOK[d.method] }),
      Plot.dot(estimates, {
        x: "x",
        y: "p",
        symbol: (d: Point) => d.method === "plain" ? "circle" : "triangle",
        stroke: (d: Point) => LOOK[d.method],
        fill: (d: Point) => d.method === "plain" ? "white" : LOOK.sis,
        r: 3.5,
        title: (d: Point) => `${d.n} cards, ${d.method}: ${sci(d.p, 4)} [${sci(d.ci[0], 3)}, ${sci(d.ci[1], 3)}]`,
      }),
      Plot.arrow(zeros, {
        x: "x",
        y1: (d: Point) => d.ci[1],
        y2: (d: Point) => d.ci[1] / 20,
        stroke: LOOK.plain,
        headLength: 6,
      }),
      Plot.dot(published, {
        x: "x",
        y: "p",
        symbol: "diamond",
        stroke: LOOK.published,
        fill: "white",
        r: 4,
        title: (d: { label: string; p: number }) => `${d.label}: ${pctSig(d.p, 3)}`,
      }),
    ],
  });
}

function legend(): string {
  const item = (colour: string, glyph: string, text: string) =>
    `<li><span class="swatch" style="color:${colour}" aria-hidden="true">${glyph}</span> ${text}</li>`;
  return `<ul class="rerun-legend">${item(LOOK.exact, "—", "exact")}${
    item(LOOK.plain, "○", "plain sampling, 95% interval (↓ from the upper bound where it saw no SET-free table)")
  }${item(LOOK.sis, "▲", "importance sampling, 95% interval")}${
    item(LOOK.published, "◇", "published figures (article, Norvig, rulebook, Warne)")
  }</ul>`;
}

function estimatesTable(results: readonly SimulationResult[], data: RerunData): string {
  const exactOf = (n: number) => data.exact.find((d) => d.n === n)?.p;
  const rows = results.map((r) => {
    const exact = exactOf(r.n);
    const covers = exact === undefined ? "" : r.ci[0] <= exact && exact <= r.ci[1] ? "yes" : "no";
    return `<tr><td>${r.n}</td><td>${r.method}</td><td>${int(r.trials)}</td><td>${sci(r.p, 4)}</td>` +
      `<td>[${sci(r.ci[0], 3)}, ${sci(r.ci[1], 3)}]</td><td>${exact === undefined ? "" : sci(exact, 4)}</td>` +
      `<td>${covers}</td></tr>`;
  }).join("\n");
  return `<table class="rerun-table">
<caption>Each estimate with its 95% interval, written as the command line writes them, beside the exact value.</caption>
<thead><tr><th scope="col">n</th><th scope="col">method</th><th scope="col">trials</th>` +
    `<th scope="col">P(no SET)</th><th scope="col">95% interval</th><th scope="col">exact</th>` +
    `<th scope="col">covers the exact value</th></tr></thead>
<tbody>
${rows}
</tbody>
</table>`;
}

function start(widget: HTMLElement): void {
  const form = widget.querySelector<HTMLFormElement>("[data-rerun-form]")!;
  const run = widget.querySelector<HTMLButtonElement>("[data-run]")!;
  const stop = widget.querySelector<HTMLButtonElement>("[data-stop]")!;
  const progress = widget.querySelector<HTMLElement>("[data-progress]")!;
  const command = widget.querySelector<HTMLElement>("[data-command]")!;
  const chartBox = widget.querySelector<HTMLElement>("[data-chart]")!;
  const estimates = widget.querySelector<HTMLElement>("[data-estimates]")!;
  const data: RerunData = JSON.parse(widget.querySelector("[data-rerun-data]")!.textContent!);
  if (!WORKER_SOURCE) {
    progress.textContent = "The worker's script (assets/web/montecarlo-worker.js) is missing: the rerun cannot run.";
    return;
  }
  const workerUrl = URL.createObjectURL(new Blob([WORKER_SOURCE], { type: "text/javascript" }));
  let controller: AbortController | undefined;

  const showCommand = () => {
    try {
      const { seed, trials, sizesText } = readInputs(form);
      command.textContent = commandLine("simulate", { seed, trials, method: "both", sizes: sizesText, json: true });
    } catch { /* the form is being edited: the command shows the last valid one */ }
  };
  form.addEventListener("input", showCommand);

  const setRunning = (running: boolean) => {
    run.disabled = running;
    stop.disabled = !running;
    for (const input of form.querySelectorAll("input")) input.disabled = running;
  };

  form.addEventListener("submit", async (event) => {
    event.preventDefault();
    if (controller) return;
    let inputs: Inputs;
    try {
      inputs = readInputs(form);
    } catch (error) {
      progress.textContent = (error as Error).message;
      return;
    }
    const refusal = tooFewTrialsSentence(inputs.sizes, inputs.trials);
    if (refusal !== undefined) {
      progress.textContent = refusal;
      return;
    }
    widget.querySelector("[data-result]")?.closest("details")?.remove();
    chartBox.replaceChildren();
    estimates.replaceChildren();
    controller = new AbortController();
    setRunning(true);
    const started = performance.now();
    progress.textContent = "Starting the workers…";
    try {
      const result = await simulate({
        sizes: inputs.sizes,
        trials: inputs.trials,
        seed: inputs.seed,
        method: "both",
        signal: controller.signal,
        startWorker: () => new Worker(workerUrl),
        onProgress(done, total, fraction) {
          const seconds = (performance.now() - started) / 1000;
          const left = fraction > 0 ? seconds * (1 - fraction) / fraction : 0;
          progress.textContent = `Running: ${pct(fraction, 0)} done (${int(done)} of ${int(total)} chunks)` +
            (fraction < 1 && seconds > 1 ? `, about ${Math.ceil(left)} s left.` : ".");
        },
      });
      chartBox.replaceChildren(chart(result.results, data, inputs.sizes));
      chartBox.insertAdjacentHTML("beforeend", legend());
      estimates.innerHTML = estimatesTable(result.results, data);
      const json = JSON.stringify(result.results.map(({ n, method, p, ci }) => ({ n, method, p, ci })), null, 2);
      estimates.insertAdjacentHTML(
        "beforeend",
        `<details class="rerun-json"><summary>The estimates as JSON</summary><pre data-result>${
          escapeMarkup(json)
        }</pre></details>`,
      );
      progress.textContent = `Done: seed ${JSON.stringify(result.seed)}, ${int(result.trials)} trials per size, ` +
        `${result.seconds.toFixed(1)} s on ${result.workers} workers.`;
    } catch (error) {
      progress.textContent = controller.signal.aborted
        ? "Stopped: no numbers (a run gives all its numbers or none)."
        : `The run failed: ${(error as Error).message}`;
    } finally {
      controller = undefined;
      setRunning(false);
    }
  });
  stop.addEventListener("click", () => controller?.abort(new Error("stopped")));
  run.disabled = false;
  widget.classList.add("live");
  showCommand();
}

for (const widget of document.querySelectorAll<HTMLElement>('[data-widget="rerun"]')) start(widget);

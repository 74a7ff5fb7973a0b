/**
 * The rerun widget of notebook 3's reader's page, live (`assets/web/rerun.js`): `simulate` itself on Web Workers, so
 * its numbers are those of `deno task simulate --method both --json` for the same form (rerun_form.ts).
 *
 * @module
 */
import * as Plot from "@observablehq/plot";
import { int, pctSig, powerOfTen, sci, sizesFlag } from "../../present/format.ts";
import { escapeMarkup } from "../../common/escape.ts";
import { simulate, type SimulationResult } from "../../montecarlo/simulate.ts";
import type { RerunData } from "../widgets.ts";
import { readRerunForm, rerunCommand, type RerunInputs } from "../rerun_form.ts";

/** The bundled worker's source, set by `assets/web/montecarlo-worker.js`. */
const WORKER_SOURCE = (globalThis as { setWorkerSources?: Record<string, string> }).setWorkerSources?.montecarlo;

// The figures' Okabe–Ito colours (lib/figures/figure.ts), one per series.
const LOOK = { exact: "#000000", plain: "#0072b2", sis: "#d55e00", published: "#cc79a7" } as const;

/** A log axis's label: `10⁻⁴` at a power of ten, as the article's figures write it; none between. */
function decadeTick(p: number): string {
  const k = Math.round(Math.log10(p));
  return Math.abs(p / 10 ** k - 1) < 1e-9 ? powerOfTen(k) : "";
}

/** The chart, drawn at the width it is shown at (its text stays 13 px on a phone). */
function chart(
  results: readonly SimulationResult[],
  data: RerunData,
  sizes: readonly number[],
  width: number,
): Element {
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
    width,
    height: Math.round(Math.min(420, Math.max(300, 0.6 * width))),
    marginLeft: width < 500 ? 58 : 70,
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

/** The estimates, a row per size: the exact value, then each method's over its 95% interval (a miss marked). */
function estimatesTable(results: readonly SimulationResult[], data: RerunData, trials: number): string {
  // A number never breaks at the minus of its exponent.
  const number = (x: number, digits: number) => `<span>${sci(x, digits)}</span>`;
  const estimate = (r: SimulationResult | undefined, exact: number | undefined) => {
    if (!r) return "<td></td>";
    // Nothing sampled (importance sampling from 21 cards on): the method's own note, not an interval of 0 trials.
    if (r.trials === 0) return `<td class="note">${escapeMarkup(r.ciMethod)}</td>`;
    const misses = exact !== undefined && (exact < r.ci[0] || exact > r.ci[1])
      ? ' <strong class="miss">misses</strong>'
      : "";
    const fewer = r.trials === trials ? "" : `<br>${int(r.trials)} trials`;
    return `<td>${number(r.p, 4)}<br>[${number(r.ci[0], 3)}, ${number(r.ci[1], 3)}]${misses}${fewer}</td>`;
  };
  const rows = [...new Set(results.map((r) => r.n))].map((n) => {
    const exact = data.exact.find((d) => d.n === n)?.p;
    const of = (method: string) => results.find((r) => r.n === n && r.method === method);
    return `<tr><th scope="row">${n}</th><td>${exact === undefined ? "" : number(exact, 4)}</td>` +
      `${estimate(of("plain"), exact)}${estimate(of("sis"), exact)}</tr>`;
  }).join("\n");
  return `<table class="rerun-table">
<caption>P(no SET) by table size n: each estimate over its 95% interval, written as the command line writes them.</caption>
<thead><tr><th scope="col">n</th><th scope="col">exact</th><th scope="col">plain sampling</th>` +
    `<th scope="col">importance sampling</th></tr></thead>
<tbody>
${rows}
</tbody>
</table>`;
}

/** What a run's results say of themselves: its seed, trials and sizes, and the command that gives the same numbers. */
function resultsLabel(inputs: RerunInputs): string {
  const seed = escapeMarkup(JSON.stringify(inputs.seed));
  const sizes = sizesFlag(inputs.sizes).replaceAll("-", "–");
  return `<p class="rerun-of">Seed ${seed}, ${int(inputs.trials)} trials per size, table sizes ${sizes}: ` +
    `the same numbers as <code>${escapeMarkup(rerunCommand(inputs))}</code></p>`;
}

/** The time left, from the pace since the first chunk ended (starting the workers takes a while), once it is steady. */
function timeLeft(first: { at: number; share: number } | undefined, now: number, share: number): string {
  if (!first || now - first.at < 2000 || share - first.share < 0.1 || share >= 1) return "";
  return `, about ${Math.ceil((1 - share) * (now - first.at) / (share - first.share) / 1000)} s left`;
}

function start(widget: HTMLElement): void {
  const $ = <T extends HTMLElement>(selector: string) => widget.querySelector<T>(selector)!;
  const form = $<HTMLFormElement>("[data-rerun-form]");
  const [run, stop] = ["run", "stop"].map((name) => $<HTMLButtonElement>(`[data-${name}]`));
  const [progress, commandLineBox, command, results] = ["progress", "command-line", "command", "results"]
    .map((name) => $(`[data-${name}]`));
  const data: RerunData = JSON.parse($("[data-rerun-data]").textContent!);
  if (!WORKER_SOURCE) {
    progress.textContent = "The worker's script (assets/web/montecarlo-worker.js) is missing: the rerun cannot run.";
    return;
  }
  const workerUrl = URL.createObjectURL(new Blob([WORKER_SOURCE], { type: "text/javascript" }));
  const inputs = [...form.querySelectorAll("input")];
  const value = (name: string) => form.querySelector<HTMLInputElement>(`[name=${name}]`)!.value;
  const readForm = () => readRerunForm({ seed: value("seed"), trials: value("trials"), sizes: value("sizes") });
  let controller: AbortController | undefined;
  // The command of the results on screen, which name it themselves.
  let shown: string | undefined;

  // The form's command; hidden while the page would refuse the form, and while the results on screen name it.
  const showCommand = () => {
    const reading = readForm();
    const text = "inputs" in reading ? rerunCommand(reading.inputs) : undefined;
    commandLineBox.hidden = text === undefined || text === shown;
    if (text) command.textContent = text;
  };
  form.addEventListener("input", (event) => {
    (event.target as HTMLElement).removeAttribute("aria-invalid");
    showCommand();
  });

  const setRunning = (running: boolean) => {
    run.disabled = running;
    stop.disabled = !running;
    for (const input of inputs) input.disabled = running;
  };

  form.addEventListener("submit", async (event) => {
    event.preventDefault();
    if (controller) return;
    // The last run's numbers go: they would no longer match the form.
    results.replaceChildren();
    shown = undefined;
    showCommand();
    const reading = readForm();
    progress.classList.toggle("error", "field" in reading);
    if ("field" in reading) {
      progress.textContent = reading.message;
      const field = form.querySelector<HTMLInputElement>(`[name=${reading.field}]`)!;
      field.setAttribute("aria-invalid", "true");
      field.focus();
      return;
    }
    const asked = reading.inputs;
    controller = new AbortController();
    setRunning(true);
    let first: { at: number; share: number } | undefined;
    progress.textContent = "Starting the workers…";
    try {
      const result = await simulate({
        ...asked,
        method: "both",
        signal: controller.signal,
        startWorker: () => new Worker(workerUrl),
        onProgress(done, total, share) {
          const now = performance.now();
          if (done > 0) first ??= { at: now, share };
          progress.textContent = `Running: ${Math.floor(100 * share)}% done (${int(done)} of ${int(total)} chunks)` +
            `${timeLeft(first, now, share)}.`;
        },
      });
      results.innerHTML = resultsLabel(asked) + '<div class="rerun-chart" data-chart></div>';
      const chartBox = $("[data-chart]");
      chartBox.append(chart(result.results, data, asked.sizes, Math.max(300, Math.min(700, chartBox.clientWidth))));
      chartBox.insertAdjacentHTML("beforeend", legend());
      results.insertAdjacentHTML(
        "beforeend",
        `<div class="rerun-estimates">${estimatesTable(result.results, data, asked.trials)}</div>` +
          `<details class="rerun-json"><summary>The run as JSON, as the command writes it</summary><pre data-result>${
            escapeMarkup(JSON.stringify(result, null, 2))
          }</pre></details>`,
      );
      progress.textContent = `Done in ${result.seconds.toFixed(1)} s on ${result.workers} workers.`;
      shown = rerunCommand(asked);
      showCommand();
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

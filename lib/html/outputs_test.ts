import { doesNotMatch, equal, match } from "node:assert/strict";
import type { Output } from "./notebook.ts";
import { PARAMETERS_MIME } from "../run/start.ts";
import { PROGRESS_MIME } from "../present/progress_line.ts";
import { type OutputContext, renderOutput } from "./outputs.ts";

const full: OutputContext = { edition: "full", idPrefix: "c1o0" };
const reader: OutputContext = { edition: "reader", idPrefix: "c1o0" };
const display = (data: Record<string, unknown>): Output => ({ output_type: "display_data", data });

Deno.test("renderOutput() inlines SVG with its ids made unique", () => {
  const html = renderOutput(
    display({ "image/svg+xml": ['<svg width="2" height="1"><clipPath id="k"/>', '<g clip-path="url(#k)"/></svg>'] }),
    full,
  );
  match(html, /^<figure class="output picture"><svg width="2" height="1" viewBox="0 0 2 1"><clipPath id="c1o0-k"\/>/);
  match(html, /url\(#c1o0-k\)/);
});

Deno.test("renderOutput() keeps HTML as it is and prefers it to plain text", () => {
  equal(
    renderOutput(display({ "text/html": "<table></table>", "text/plain": "t" }), reader),
    '<div class="output html"><table></table></div>',
  );
});

Deno.test("renderOutput() typesets math and links addresses in HTML, and lets its long cells wrap", () => {
  const html = renderOutput(
    display({
      "text/html": '<table><tr><td style="text-align:left">Sul massimo ordine delle calotte in $S_{4,3}$</td>' +
        "<td>[0.1, 0.2]</td></tr></table><p>https://oeis.org/A090245</p><code>$x$</code>",
    }),
    reader,
  );
  match(html, /<code>\$x\$<\/code>/);
  match(html, /<td class="long" style="text-align:left">Sul massimo ordine delle calotte in <span class="katex">/);
  match(html, /<td>\[0\.1, 0\.2\]<\/td>/);
  match(html, /<a class="external" rel="external noopener" href="https:\/\/oeis\.org\/A090245">/);
});

Deno.test("renderOutput() links a published figure to its file, full size", () => {
  const figure = display({
    "image/svg+xml": '<svg width="2" height="1"/>',
    "text/plain": "Squares [figure squares, en]",
  });
  const figureFile = (name: string, lang: string) => `../figures/${lang}/${name}.svg`;
  match(
    renderOutput(figure, { ...reader, figureFile }),
    /<a class="full-size" href="\.\.\/figures\/en\/squares\.svg">/,
  );
  doesNotMatch(renderOutput(figure, reader), /full-size/);
});

Deno.test("renderOutput() renders Markdown with its math", () => {
  const html = renderOutput(
    display({ "text/markdown": "**1,080** SETs, $\\binom{81}{3}$ triples", "text/plain": "x" }),
    reader,
  );
  match(html, /<strong>1,080<\/strong>/);
  match(html, /class="katex"/);
});

Deno.test("renderOutput() shows a parameters bundle in the full edition as the notebook showed it, in the reader's as one line", () => {
  const bundle = display({ [PARAMETERS_MIME]: { SET_SEED: "42", SET_TRIALS: 200000 }, "text/markdown": "seed `42`" });
  match(renderOutput(bundle, { ...reader, edition: "full" }), /<code>42<\/code>/);
  const line = renderOutput(bundle, reader);
  match(
    line,
    /^<p class="output run-line">Computed with seed 42 and 200,000 trials per table size\. <a href="03-no-set-probability\.html#rerun-title">Rerun the sampling yourself<\/a>/,
  );
  equal(line.includes("SET_"), false);
  const exact = renderOutput(display({ [PARAMETERS_MIME]: {} }), reader);
  equal(exact, '<p class="output run-line">Everything here is exact: no random number is drawn.</p>');
});

Deno.test("renderOutput() shows PNG as a data: image", () => {
  match(
    renderOutput(display({ "image/png": "iVBOR\nw0K", "text/plain": "<Figure>" }), full),
    /<img src="data:image\/png;base64,iVBORw0K" alt="&lt;Figure&gt;">/,
  );
});

Deno.test("renderOutput() shows plain text as <pre>, escaped", () => {
  equal(
    renderOutput({ output_type: "execute_result", data: { "text/plain": "[ 1 < 2 ]" } }, reader),
    '<pre class="output text">[ 1 &lt; 2 ]</pre>',
  );
});

Deno.test("renderOutput() shows a progress line in the full notebook only", () => {
  const line = display({
    "text/plain": "games, policy first: 2,000 of 2,000 games, done in 0.0 s",
    [PROGRESS_MIME]: {},
  });
  match(renderOutput(line, full), /<pre class="output text">games, policy first: 2,000 of 2,000 games/);
  equal(renderOutput(line, reader), "");
});

Deno.test("renderOutput() shows streams in the full notebook only, stderr marked", () => {
  match(
    renderOutput({ output_type: "stream", name: "stderr", text: ["warn\n"] }, full),
    /class="output stream stderr">warn/,
  );
  equal(renderOutput({ output_type: "stream", name: "stdout", text: "x" }, reader), "");
  equal(
    renderOutput({ output_type: "stream", name: "stdout", text: "1 < 2\n" }, full),
    '<pre class="output stream stdout">1 &lt; 2\n</pre>',
  );
});

Deno.test("renderOutput() shows an error's traceback without colour codes, and its message in the reader's edition", () => {
  const error: Output = {
    output_type: "error",
    ename: "AssertionError",
    evalue: "false == true",
    traceback: ["\u001b[31mAssertionError\u001b[0m: false == true", "    at file:///work/notebooks/x.ts:3:1"],
  };
  const html = renderOutput(error, full);
  match(html, /^<pre class="output error">AssertionError: false == true\n {4}at \/work\/notebooks\/x\.ts:3:1<\/pre>$/);
  equal(html.includes("\u001b") || html.includes("file:"), false);
  equal(renderOutput(error, reader), '<pre class="output error">AssertionError: false == true</pre>');
});

import { doesNotMatch, equal, match, throws } from "node:assert/strict";
import type { Notebook } from "./notebook.ts";
import { notebookPage, type PageOptions } from "./page.ts";

const NB: Notebook = {
  cells: [
    { cell_type: "markdown", source: "# 2. Count\n\nText with $n$." },
    {
      cell_type: "code",
      execution_count: 1,
      source: "const x = 1;\nconsole.log(x);",
      outputs: [
        { output_type: "stream", name: "stdout", text: "1\n" },
        {
          output_type: "display_data",
          data: { "image/svg+xml": '<svg width="1" height="1"><clipPath id="a"/></svg>' },
        },
      ],
    },
    { cell_type: "code", execution_count: 2, source: "const quiet = 2;", outputs: [] },
    {
      cell_type: "code",
      execution_count: 3,
      source: "await show(fig);",
      outputs: [{
        output_type: "display_data",
        data: { "image/svg+xml": '<svg width="1" height="1"><clipPath id="a"/></svg>' },
      }],
    },
    { cell_type: "raw", source: "raw text" },
  ],
};
const OPTIONS: PageOptions = {
  name: "02-count",
  title: "2. Count",
  edition: "full",
  siteTitle: "SET",
  previous: { name: "01-rule", title: "1. Rule" },
  next: { name: "03-odds", title: "3. Odds" },
};

Deno.test("notebookPage() full edition shows code, streams and pictures", () => {
  const html = notebookPage(NB, OPTIONS);
  match(html, /const x = 1;/);
  match(html, /<pre class="output stream stdout">1\n<\/pre>/);
  match(html, /const quiet = 2;/);
  doesNotMatch(html, /raw text/);
});

Deno.test("notebookPage() reader's edition shows prose and displayed outputs only", () => {
  const html = notebookPage(NB, { ...OPTIONS, edition: "reader" });
  doesNotMatch(html, /const x|console\.log|quiet|class="output stream/);
  equal((html.match(/<figure class="output picture">/g) ?? []).length, 2);
  match(html, /class="katex"/);
});

Deno.test("notebookPage() gives pictures of different cells different ids", () => {
  const html = notebookPage(NB, { ...OPTIONS, edition: "reader" });
  const ids = [...html.matchAll(/ id="([^"]+)"/g)].map((m) => m[1]);
  equal(new Set(ids).size, ids.length);
  equal(ids.length, 2);
});

Deno.test("notebookPage() links the index, the other edition and the neighbours", () => {
  const full = notebookPage(NB, OPTIONS);
  match(full, /href="\.\.\/index\.html"/);
  match(full, /href="\.\.\/reader\/02-count\.html"/);
  match(full, /href="01-rule\.html">← 1\. Rule/);
  match(full, /href="03-odds\.html">3\. Odds →/);
  match(full, /href="\.\.\/notebooks\/02-count\.ipynb"/);
  match(notebookPage(NB, { ...OPTIONS, edition: "reader" }), /href="\.\.\/html\/02-count\.html"/);
});

Deno.test("notebookPage() links the stylesheets by relative paths only", () => {
  const html = notebookPage(NB, OPTIONS);
  match(html, /<link rel="stylesheet" href="\.\.\/assets\/katex\/katex\.min\.css">/);
  match(html, /<link rel="stylesheet" href="\.\.\/assets\/notebook\.css">/);
  doesNotMatch(html, /<script/);
});

Deno.test("notebookPage() names the cell whose formula cannot be typeset", () => {
  throws(
    () => notebookPage({ cells: [{ cell_type: "markdown", source: "$\\frac{$" }] }, OPTIONS),
    /02-count, cell 1: cannot typeset/,
  );
});

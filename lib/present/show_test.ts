import { deepEqual, equal, match } from "node:assert/strict";
import { jupyter, say, table } from "./show.ts";

type Bundle = Record<string, string>;
const bundle = (value: object) => (value as Record<symbol, () => Bundle>)[Symbol.for("Jupyter.display")]();

Deno.test("table() formats integers with separators and BigInts in full", () => {
  equal(String(table([{ n: 20, count: 682344n, p: 0.5 }])).split("\n")[2], "20  682,344  0.5");
});

Deno.test("table() shows as HTML in Jupyter, with the columns asked for", () => {
  const html = bundle(table([{ a: 1, b: "<x>" }], { columns: ["b"] }))["text/html"];
  match(html, /<th style="text-align:left">b<\/th>/);
  match(html, /&lt;x&gt;/);
  equal(html.includes(">a</th>"), false);
});

Deno.test("say() shows HTML in Jupyter, readable untrusted, and plain text without Markdown's marks", () => {
  const shown = bundle(say("The deck holds **1,080** SETs, `C(81,3)` triples & [more](x.html)."));
  equal(
    shown["text/html"],
    '<p>The deck holds <strong>1,080</strong> SETs, <code>C(81,3)</code> triples &amp; <a href="x.html">more</a>.</p>',
  );
  equal(shown["text/plain"], "The deck holds 1,080 SETs, C(81,3) triples & more.");
  equal(shown["text/markdown"], "The deck holds **1,080** SETs, `C(81,3)` triples & [more](x.html).");
});

Deno.test("show() prints plain text outside Jupyter, one line per value, and does not throw", async () => {
  const script = `import { say, show, table } from ${JSON.stringify(new URL("./show.ts", import.meta.url).href)};
await show(say("The deck holds **1,080** SETs."), table([{ n: 12, p: 0.5 }]));`;
  const { code, stdout, stderr } = await new Deno.Command(Deno.execPath(), {
    args: ["eval", "--quiet", script],
    env: { NO_COLOR: "1" },
  }).output();
  equal(new TextDecoder().decode(stderr), "");
  equal(code, 0);
  equal(new TextDecoder().decode(stdout), "The deck holds 1,080 SETs.\n n    p\n--  ---\n12  0.5\n");
});

Deno.test("table() and say() carry extra MIME entries in their display bundle, below the text they show", () => {
  const extra = { "application/x-demo+json": { n: 1 }, "text/plain": "not this" };
  deepEqual(bundle(table([{ n: 1 }], { extra }))["application/x-demo+json"], { n: 1 });
  equal(bundle(table([{ n: 1 }], { extra }))["text/plain"], "n\n-\n1");
  deepEqual(bundle(say("hello", { extra }))["application/x-demo+json"], { n: 1 });
  equal(bundle(say("hello", { extra }))["text/plain"], "hello");
});

Deno.test("table() right-aligns columns of numbers and left-aligns columns of words in HTML, headers as their columns", () => {
  const html =
    bundle(table([{ name: "SET_SEED", value: "1,000", share: "3.23%" }, { name: "x", value: "7", share: "" }]))[
      "text/html"
    ];
  match(
    html,
    /<th style="text-align:left">name<\/th><th style="text-align:right;white-space:nowrap">value<\/th><th style="text-align:right;white-space:nowrap">share<\/th>/,
  );
  match(html, /<td style="text-align:left">SET_SEED<\/td><td style="text-align:right;white-space:nowrap">1,000<\/td>/);
});

Deno.test("jupyter() is undefined outside the Jupyter kernel", () => {
  equal(jupyter(), undefined);
});

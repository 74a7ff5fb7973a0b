import { equal } from "node:assert/strict";
import { escapeMarkup, stripAnsi } from "./escape.ts";

Deno.test("escapeMarkup() escapes &, <, > and both quotes", () => {
  equal(escapeMarkup(`a < b & "c"`), "a &lt; b &amp; &quot;c&quot;");
  equal(escapeMarkup(`1 < 2 & "3" > '0'`), "1 &lt; 2 &amp; &quot;3&quot; &gt; &#39;0&#39;");
});

Deno.test("stripAnsi() removes terminal colour codes", () => {
  equal(stripAnsi("\u001b[31mError\u001b[0m: \u001b[1mboom\u001b[22m"), "Error: boom");
});

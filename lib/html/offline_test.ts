import { deepEqual, equal } from "node:assert/strict";
import { offlineViolations } from "./offline.ts";

Deno.test("offlineViolations() accepts relative and data: addresses and links to web sites", () => {
  deepEqual(
    offlineViolations(
      '<link rel="stylesheet" href="../assets/a.css"><img src="data:image/png;base64,AA=="><a href="https://norvig.com">N</a>',
    ),
    [],
  );
});

Deno.test("offlineViolations() reports scripts, stylesheets and pictures from the web", () => {
  const html =
    '<script src="https://cdn.example/mathjax.js"></script><link href="http://x/a.css"><img src="//x/a.png">';
  equal(offlineViolations(html).length, 3);
});

Deno.test("offlineViolations() reports file: addresses anywhere, even in text", () => {
  equal(offlineViolations('<script src="file:///usr/share/javascript/mathjax/MathJax.js"></script>').length, 1);
  equal(offlineViolations("<p>file:///work/notebooks</p>").length, 1);
});

Deno.test("offlineViolations() reports url() in CSS that leaves the folder", () => {
  equal(offlineViolations("<style>@font-face{src:url(https://fonts.example/a.woff2)}</style>").length, 1);
  equal(offlineViolations('<div style="background:url(http://x/a.png)"></div>').length, 1);
  deepEqual(offlineViolations("<style>@font-face{src:url(fonts/a.woff2)}</style>"), []);
});

Deno.test("offlineViolations() names each violation by its tag, or by the file: address itself, once", () => {
  deepEqual(offlineViolations('<script src="https://cdn.example/x.js"></script>'), [
    '<script src="https://cdn.example/x.js">',
  ]);
  deepEqual(offlineViolations("<p>see file:///etc/passwd</p>"), ["file:///etc/passwd"]);
});

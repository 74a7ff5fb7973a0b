import { deepEqual, equal, ok } from "node:assert/strict";
import { layoutProblems, textBoxes } from "./layout_check.ts";

const svg = (body: string, width = 200, height = 100) =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" font-size="11">${body}</svg>`;
const fig = (body: string) => ({ svg: svg(body), width: 200, height: 100 });

Deno.test("layoutProblems() passes text that neither overlaps nor leaves the canvas", () => {
  deepEqual(layoutProblems(fig('<text x="10" y="20">one</text><text x="10" y="40">two</text>')), []);
});

Deno.test("layoutProblems() finds overlapping text, text outside the canvas, text too small to print or invisible, text with no position", () => {
  const kinds = (body: string) => layoutProblems(fig(body)).map((p) => p.kind);
  deepEqual(kinds('<text x="10" y="20">0.02%</text><text x="47" y="20">0.04%</text>'), ["touching"]);
  deepEqual(kinds('<text x="10" y="20">0.02%</text><text x="60" y="20">0.04%</text>'), []);
  deepEqual(kinds('<text x="10" y="20">upper</text><text x="10" y="31">lower</text>'), ["touching"]);
  deepEqual(kinds('<text x="10" y="20">one label</text><text x="30" y="22">another</text>'), ["overlap"]);
  deepEqual(kinds('<text x="180" y="20">too far right</text>'), ["outside"]);
  deepEqual(kinds('<text x="10" y="20" font-size="8">tiny</text>'), ["small"]);
  deepEqual(kinds('<g transform="translate(6,NaN)"><text x="10" y="20">lost</text></g>'), ["outside"]);
  deepEqual(kinds('<g stroke="white" fill="none"><text x="10" y="20">79%</text></g>'), ["invisible"]);
  deepEqual(kinds('<text x="10" y="20" fill="#FFF">white</text>'), ["invisible"]);
});

Deno.test("textBoxes() follows transforms, nested viewports, em offsets, anchors and rotation", () => {
  const [centred] = textBoxes(svg('<g transform="translate(50,0)"><text y="20" text-anchor="middle">SET</text></g>'));
  equal(centred.text, "SET");
  ok(centred.x0 < 50 && centred.x1 > 50 && centred.y0 > 10 && centred.y1 < 21);
  const [moved] = textBoxes(svg('<g transform="translate(100,50)"><text dy="0.32em" text-anchor="end">x</text></g>'));
  ok(moved.x1 <= 100.01 && moved.x0 < 100 && moved.y0 < 50 + 3.6 && moved.y1 > 50);
  const [scaled] = textBoxes(
    svg(
      '<svg x="10" y="10" width="50" height="50" viewBox="0 0 100 100"><text x="0" y="50" font-size="20">S</text></svg>',
    ),
  );
  equal(scaled.size, 10);
  ok(Math.abs(scaled.x0 - 10) < 1.5);
  const [rotated] = textBoxes(svg('<text transform="translate(20,80) rotate(-90)">a long rotated label</text>'));
  ok(rotated.y1 - rotated.y0 > rotated.x1 - rotated.x0, "a rotated label is tall, not wide");
});

Deno.test("textBoxes() measures Chinese in the CJK font when the figure is the zh-TW edition", () => {
  const zh = textBoxes(
    '<svg xmlns="http://www.w3.org/2000/svg" lang="zh-TW" width="200" height="50" font-size="10"><text y="20">桌面張數</text></svg>',
  );
  ok(Math.abs(zh[0].x1 - zh[0].x0 - 40) < 1);
});

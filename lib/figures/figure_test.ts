import { deepEqual, equal, match, ok } from "node:assert/strict";
import * as Plot from "@observablehq/plot";
import { DOMParser } from "linkedom";
import {
  attachPng,
  axisMargin,
  composeFigure,
  displayable,
  type LegendItem,
  powerOfTenTick,
  PRINT,
  textElement,
  textWidth,
} from "./figure.ts";
import { toPng } from "./render.ts";
import { rasterize } from "./_helpers_test.ts";
import { DISPLAY_OUTPUTS } from "../present/show.ts";
import type { Lang } from "../common/lang.ts";
import { textBoxes } from "./layout_check.ts";

const legend: LegendItem[] = [
  { label: "a rather long legend label", swatch: [Plot.dot([0.5], { x: 0.5, y: 0.5, symbol: "square" })] },
  { label: "second", swatch: [Plot.lineY([0.5, 0.5], { x: [0, 1], strokeDasharray: "4,2" })] },
];
const chart = (lang: Lang) =>
  composeFigure({
    name: "test-chart",
    lang,
    title: lang === "en" ? "A title & more" : "標題與更多",
    caption: "caption",
    alt: "alt <text>",
    data: [{ n: 9, p: 0.3 }],
    legend,
    panels: [{
      x: 0,
      y: 0,
      plot: { width: 640, height: 200, marks: [Plot.dot([{ n: 9, p: 0.3 }], { x: "n", y: "p" })] },
    }],
    bodyHeight: 200,
  });

Deno.test("composeFigure() writes a standalone SVG with title, desc, integer size, xmlns and the edition's font stack", () => {
  for (const lang of ["en", "zh-TW"] as const) {
    const fig = chart(lang);
    const root = new DOMParser().parseFromString(fig.svg, "image/svg+xml").documentElement as unknown as Element;
    equal(root.getAttribute("xmlns"), "http://www.w3.org/2000/svg");
    equal(root.getAttribute("width"), String(PRINT.canvasWidth));
    ok(Number.isInteger(Number(root.getAttribute("height"))));
    equal(root.querySelector("title")?.textContent, fig.title);
    equal(root.querySelector("title")?.getAttribute("id"), `test-chart-${lang}-title`);
    equal(root.querySelector("desc")?.textContent, "alt <text>");
    match(root.getAttribute("font-family")!, lang === "en" ? /^DejaVu Sans/ : /^Noto Sans TC/);
    equal(root.getAttribute("lang"), lang);
  }
});

Deno.test("composeFigure() lays legend entries apart by their measured widths and wraps them into rows", () => {
  const fig = chart("en");
  const texts = [...fig.svg.matchAll(/<text x="([\d.]+)" y="([\d.]+)"[^>]*>(a rather long legend label|second)</g)];
  equal(texts.length, 2);
  ok(Number(texts[1][1]) > Number(texts[0][1]) + 150, "the second entry starts after the first one's text");
});

Deno.test("a figure shows in Jupyter as its SVG with a PNG beside it at its width, no HTML, then its caption", () => {
  const fig = displayable(chart("en"));
  const [picture, caption] = fig[DISPLAY_OUTPUTS]();
  deepEqual(Object.keys(picture.data).sort(), ["image/png", "image/svg+xml", "text/plain"]);
  equal(picture.data["image/svg+xml"], fig.svg);
  const png = Uint8Array.from(atob(picture.data["image/png"] as string), (c) => c.charCodeAt(0));
  equal(new DataView(png.buffer).getUint32(16), 1890, "the PNG at print size");
  deepEqual(picture.metadata, { "image/png": { width: 640 } });
  match(caption.data["text/html"] as string, /^<p style="max-width:640px[^"]*">caption<\/p>$/);
  equal(caption.data["text/plain"], "caption");
  deepEqual((fig as unknown as Record<symbol, () => unknown>)[Symbol.for("Jupyter.display")](), picture.data);
});

Deno.test("a figure shows the PNG its export attached, without rendering another", () => {
  const fig = displayable(chart("en"));
  const png = toPng(fig, { scale: 0.25 });
  attachPng(fig, png);
  equal(fig[DISPLAY_OUTPUTS]()[0].data["image/png"], btoa(String.fromCharCode(...png)));
});

Deno.test("toPng() renders the 640-unit canvas 1,890 px wide (16 cm at 300 dpi) unless told otherwise", () => {
  const fig = chart("en");
  const size = (png: Uint8Array) => new DataView(png.buffer, png.byteOffset).getUint32(16);
  equal(size(toPng(fig)), 1890);
  equal(size(toPng(fig, { scale: 1 })), 640);
});

Deno.test("the PNG renderer draws Traditional Chinese with the CJK font, not boxes or nothing", () => {
  const ink = (text: string, lang: Lang) => {
    const svg =
      `<svg xmlns="http://www.w3.org/2000/svg" width="200" height="40" font-family="Noto Sans TC, DejaVu Sans" ` +
      `font-size="20"><text x="10" y="28">${text}</text></svg>`;
    const { pixels } = rasterize({ svg, lang });
    let dark = 0;
    for (let i = 0; i < pixels.length; i += 4) if (pixels[i] < 128) dark++;
    return dark;
  };
  const chinese = ink("桌面張數", "zh-TW");
  ok(chinese > 150, `ink ${chinese}`);
  // four ideographs are denser than the two-character box outline a missing glyph would leave
  ok(chinese > 2 * ink("□□", "en"));
});

Deno.test("composeFigure() draws a ready SVG body below the title, in a viewport the canvas wide", () => {
  const fig = composeFigure({
    name: "body",
    lang: "en",
    title: "A picture",
    caption: "caption",
    alt: "alt",
    data: [{ n: 1 }],
    body: '<text x="8" y="20">in the body</text>',
    bodyHeight: 30.5,
  });
  match(fig.svg, /<svg x="0" y="\d+" width="640" height="31"><text x="8" y="20">in the body<\/text><\/svg>/);
  const [title, text] = textBoxes(fig.svg);
  ok(text.y0 > title.y1, "the body starts under the title");
});

Deno.test("textWidth() measures in the edition's font, axisMargin() adds the gap to the widest label, rounded up", () => {
  ok(Math.abs(textWidth("桌面", "zh-TW", { size: 10 }) - 20) < 0.5, "ideographs are one em wide");
  equal(axisMargin(["1%", "10%"], "en"), Math.ceil(textWidth("10%", "en")) + 14);
});

Deno.test("powerOfTenTick() labels a power of ten by its rounded exponent", () => {
  equal(powerOfTenTick(10 ** -7), "10⁻⁷");
});

Deno.test("textElement() writes escaped text, rounded coordinates, and bold and anchor only when asked for", () => {
  equal(
    textElement({ x: 10, y: 20.004, text: "P < 1%", anchor: "middle", bold: true }),
    '<text x="10" y="20" font-size="11" font-weight="bold" text-anchor="middle">P &lt; 1%</text>',
  );
});

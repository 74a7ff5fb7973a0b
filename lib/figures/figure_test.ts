import { equal, match, ok, rejects } from "node:assert/strict";
import * as Plot from "@observablehq/plot";
import { DOMParser } from "linkedom";
import { exportFigure, figure, svgFigure, toPng, writeFileAtomic } from "./figure.ts";

const chart = () =>
  figure({
    name: "test-chart",
    title: "A title & more",
    subtitle: "A subtitle",
    legend: [{ label: "first", color: "red" }, { label: "second", color: "blue", symbol: "line" }],
    x: { label: "n (cards)" },
    y: { label: "P (no SET)", type: "log" },
    marks: [Plot.dot([{ n: 9, p: 0.3 }, { n: 12, p: 0.03 }], { x: "n", y: "p" })],
  });

Deno.test("figure() composes title, subtitle, legend and axes into one well-formed standalone SVG", () => {
  const fig = chart();
  const doc = new DOMParser().parseFromString(fig.svg, "image/svg+xml");
  const root = doc.documentElement;
  equal(root.tagName.toLowerCase(), "svg");
  equal(root.getAttribute("xmlns"), "http://www.w3.org/2000/svg");
  const texts = [...doc.querySelectorAll("text")].map((t: Element) => t.textContent);
  for (const expected of ["A title & more", "A subtitle", "first", "second"]) ok(texts.includes(expected), expected);
  match(fig.svg, /n \(cards\)/);
  match(fig.svg, /P \(no SET\)/);
  ok(fig.height > 400);
});

Deno.test("a figure shows in Jupyter as an SVG image", () => {
  const fig = chart() as unknown as Record<symbol, () => Record<string, string>>;
  const bundle = fig[Symbol.for("Jupyter.display")]();
  match(bundle["image/svg+xml"], /^<svg xmlns/);
});

Deno.test("toPng() renders at twice the size by default, with the shipped font", () => {
  const fig = chart();
  const png = toPng(fig);
  equal([...png.slice(1, 4)].map((c) => String.fromCharCode(c)).join(""), "PNG");
  const view = new DataView(png.buffer, png.byteOffset);
  equal(view.getUint32(16), fig.width * 2);
  equal(view.getUint32(20), fig.height * 2);
});

Deno.test("exportFigure() writes NAME.svg and NAME.png and leaves no temporary file", async () => {
  const dir = await Deno.makeTempDir();
  try {
    await exportFigure(
      svgFigure("card", "A card", '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="20"/>'),
      dir,
    );
    const names = [...Deno.readDirSync(dir)].map((e) => e.name).sort();
    equal(names.join(), "card.png,card.svg");
  } finally {
    await Deno.remove(dir, { recursive: true });
  }
});

Deno.test("writeFileAtomic() leaves no file behind when the folder does not exist", async () => {
  const dir = await Deno.makeTempDir();
  try {
    await rejects(writeFileAtomic(`${dir}/missing/x.json`, "{}"));
    equal([...Deno.readDirSync(dir)].length, 0);
  } finally {
    await Deno.remove(dir, { recursive: true });
  }
});

import { equal } from "node:assert/strict";
import { DOMParser } from "linkedom";
import { roundCoordinate, XMLNS } from "./_svg.ts";
import { escapeMarkup } from "../common/escape.ts";
import { parseSvg, svgBlock } from "./_helpers_test.ts";

Deno.test("escapeMarkup() keeps any text intact in SVG and HTML as element content and as an attribute value", () => {
  const text = `<b> & "quoted" & 'single' </b>`;
  const markup = `<p data-text="${escapeMarkup(text)}">${escapeMarkup(text)}</p>`;
  // linkedom's XML parser leaves entities in attributes undecoded, so the page is read as HTML, as browsers would.
  const html = new DOMParser().parseFromString(`<html><body>${markup}</body></html>`, "text/html");
  const element = html.querySelector("p")!;
  equal(element.textContent, text);
  equal(element.getAttribute("data-text"), text);
  equal(parseSvg(svgBlock(`<text>${escapeMarkup(text)}</text>`, 10, 10)).querySelector("text")!.textContent, text);
});

Deno.test("svgBlock() makes a standalone picture in the SVG namespace, its size rounded up to whole units", () => {
  const root = parseSvg(svgBlock("<rect/>", 99.01, 20)).documentElement;
  equal(root.getAttribute("xmlns"), XMLNS);
  equal(root.getAttribute("width"), "100");
  equal(root.getAttribute("height"), "20");
  equal(root.querySelectorAll("rect").length, 1);
});

Deno.test("roundCoordinate() rounds to hundredths, halves away from zero as Math.round does", () => {
  equal(roundCoordinate(12.345678), 12.35);
  equal(roundCoordinate(-0.004), -0);
  equal(roundCoordinate(7), 7);
  equal(roundCoordinate(0.1 + 0.2), 0.3);
  equal(roundCoordinate(97.4999), 97.5);
});

import { doesNotMatch, equal, match } from "node:assert/strict";
import { inlineSvg, inlineSvgsInHtml } from "./svg.ts";

const CARD =
  '<?xml version="1.0"?>\n<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" ' +
  'width="540" height="148"><!-- a card -->' +
  '<defs><clipPath id="clip1"><path d="M0 0"/></clipPath><linearGradient id="g"/></defs>' +
  '<g clip-path="url(#clip1)" fill="url(\'#g\')"/><use xlink:href="#clip1"/><use href="#g"/></svg>';

Deno.test("inlineSvg() prefixes every id and every reference to it", () => {
  const svg = inlineSvg(CARD, "c3o1");
  match(svg, /<clipPath id="c3o1-clip1">/);
  match(svg, /<linearGradient id="c3o1-g"\/>/);
  match(svg, /clip-path="url\(#c3o1-clip1\)"/);
  match(svg, /fill="url\('#c3o1-g'\)"/);
  match(svg, /xlink:href="#c3o1-clip1"/);
  match(svg, /<use href="#c3o1-g"\/>/);
});

Deno.test("inlineSvg() gives two copies of one picture no id in common", () => {
  const ids = (svg: string) => [...svg.matchAll(/ id="([^"]+)"/g)].map((m) => m[1]);
  const first = ids(inlineSvg(CARD, "a")), second = ids(inlineSvg(CARD, "b"));
  equal(first.filter((id) => second.includes(id)).length, 0);
});

Deno.test("inlineSvg() drops the XML declaration, comments and namespace addresses", () => {
  const svg = inlineSvg(CARD, "p");
  match(svg, /^<svg /);
  doesNotMatch(svg, /<\?xml|<!--|http:/);
});

Deno.test("inlineSvg() adds a viewBox from width and height, and keeps one that is there", () => {
  match(inlineSvg('<svg width="20px" height="10"></svg>', "p"), /viewBox="0 0 20 10"/);
  equal(
    inlineSvg('<svg width="20" height="10" viewBox="0 0 4 2"></svg>', "p"),
    '<svg width="20" height="10" viewBox="0 0 4 2"></svg>',
  );
});

Deno.test("inlineSvg() leaves references to ids it does not define alone", () => {
  match(inlineSvg('<svg><a href="#elsewhere"/><g id="x"/></svg>', "p"), /href="#elsewhere"/);
});

Deno.test("inlineSvgsInHtml() inlines each outermost <svg> of a fragment with a prefix of its own", () => {
  const html = '<figure><svg xmlns="http://www.w3.org/2000/svg" width="4" height="2"><svg id="a"></svg></svg>' +
    '<figcaption>x</figcaption></figure><svg id="a"></svg>';
  equal(
    inlineSvgsInHtml(html, "o1"),
    '<figure><svg width="4" height="2" viewBox="0 0 4 2"><svg id="o1-0-a"></svg></svg><figcaption>x</figcaption>' +
      '</figure><svg id="o1-1-a"></svg>',
  );
});

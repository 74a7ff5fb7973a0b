import { equal, match, throws } from "node:assert/strict";
import { stackSvg } from "./svg_stack.ts";

const box = (width: number, height: number) =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}"></svg>`;

Deno.test("stackSvg() places parts below each other, captions above them, as wide as the widest", () => {
  const svg = stackSvg([{ svg: box(300, 40), caption: "first" }, { svg: box(500, 60), caption: "second" }], { gap: 5 });
  // 26 (caption) + 40 + 5 + 26 + 60
  match(svg, /^<svg xmlns="http:\/\/www.w3.org\/2000\/svg" width="500" height="157" viewBox="0 0 500 157"/);
  match(svg, /<svg x="0" y="26" xmlns/);
  match(svg, /<svg x="0" y="97" xmlns/);
  equal(svg.match(/<text /g)?.length, 2);
});

Deno.test("stackSvg() throws a RangeError for a part without a size", () => {
  throws(() => stackSvg([{ svg: "<svg></svg>" }]), /no positive width and height/);
});

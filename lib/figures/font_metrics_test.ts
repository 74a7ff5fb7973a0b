import { equal, ok } from "node:assert/strict";
import { Resvg } from "@resvg/resvg-js";
import { fontPaths, measureText, wrapText } from "./font_metrics.ts";

Deno.test("measureText() agrees with the width resvg draws, within the glyphs' side bearings", () => {
  const { latin, cjk } = fontPaths();
  for (
    const [text, script, family] of [
      ["P(no SET) on a table of 12 cards", "latin", "DejaVu Sans"],
      ["10⁻¹³ µs", "latin", "DejaVu Sans"],
      ["桌面 12 張牌沒有 SET 的機率", "cjk", "Noto Sans TC"],
    ] as const
  ) {
    const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="900" height="60"><text x="10" y="40" font-size="20" ` +
      `font-family="${family}">${text}</text></svg>`;
    const box = new Resvg(svg, {
      font: { fontFiles: [latin.regular, cjk.regular], loadSystemFonts: false, defaultFontFamily: family },
    }).getBBox()!;
    const measured = measureText(text, { size: 20, script });
    ok(measured.width >= box.width - 1, `${text}: ${measured.width} against ink ${box.width}`);
    ok(measured.width <= box.width * 1.1 + 8, `${text}: ${measured.width} against ink ${box.width}`);
    ok(Math.abs(40 - box.y - measured.ascent) < 1.5, `${text}: ascent`);
  }
});

Deno.test("measureText() measures a character missing from the first font in the next one", () => {
  const chinese = measureText("桌", { size: 10, script: "latin" });
  ok(Math.abs(chinese.width - 10) < 0.5, "an ideograph from Noto Sans TC is one em wide");
  equal(measureText("", { size: 10 }).width, 0);
});

Deno.test("wrapText() breaks Latin text at spaces and Chinese between characters, never before a closing mark", () => {
  const lines = wrapText("the exact value and two estimates", 100, { size: 10 });
  ok(lines.length > 1 && lines.every((line) => measureText(line, { size: 10 }).width <= 100));
  equal(lines.join(" "), "the exact value and two estimates");
  const chinese = wrapText("兩張補全，比三張列舉快得多。", 60, { size: 10, script: "cjk" });
  ok(chinese.length > 1);
  ok(chinese.every((line) => !/^[，。]/.test(line)));
  equal(chinese.join(""), "兩張補全，比三張列舉快得多。");
  const units = wrapText("三張列舉查 220 組用 1.65 µs", 120, { size: 10, script: "cjk" });
  ok(units.at(-1)!.endsWith("1.65 µs"), `a number keeps its unit: ${units}`);
});

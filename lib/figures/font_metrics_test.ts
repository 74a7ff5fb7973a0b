import { deepEqual, equal, match, ok } from "node:assert/strict";
import { Resvg } from "@resvg/resvg-js";
import { fontPaths, hasCharacter, measureText, wrapText } from "./font_metrics.ts";

Deno.test("measureText() gives the advance resvg draws, kerning and font fallback included", () => {
  const { latin, cjk } = fontPaths();
  for (
    const [text, script, bold] of [
      ["|P(no SET) on a table of 12 cards|", "latin", false],
      ["|AVATAR To Ty WAVE|", "latin", true], // kerned
      ["|10⁻¹³ µs|", "latin", false],
      ["|桌 on the table|", "latin", false], // all in Noto Sans TC, which has every character
      ["|桌面 12 張牌沒有 SET 的機率|", "cjk", false],
      ["|10⁻¹³ 張|", "cjk", true], // "⁻" is not in Noto Sans TC: each character in the first font that has it
    ] as const
  ) {
    // The ink of the text twice over less the ink of it once is its advance (no kerning between "|" and "|").
    const ink = (line: string) =>
      new Resvg(
        `<svg xmlns="http://www.w3.org/2000/svg" width="2000" height="60"><text x="10" y="40" font-size="20" ` +
          `font-weight="${bold ? "bold" : "normal"}">${line}</text></svg>`,
        {
          font: {
            fontFiles: [latin.regular, latin.bold, cjk.regular, cjk.bold],
            loadSystemFonts: false,
            defaultFontFamily: script === "cjk" ? "Noto Sans TC" : "DejaVu Sans",
          },
        },
      ).getBBox()!;
    const measured = measureText(text, { size: 20, script, bold });
    const drawn = ink(text + text).width - ink(text).width;
    ok(Math.abs(measured.width - drawn) < 0.01, `${text}: measured ${measured.width}, drawn ${drawn}`);
    ok(Math.abs(40 - ink(text).y - measured.ascent) < 0.5, `${text}: ascent`);
  }
});

Deno.test("measureText() measures a character missing from the first font in the next one", () => {
  const chinese = measureText("桌", { size: 10, script: "latin" });
  ok(Math.abs(chinese.width - 10) < 0.5, "an ideograph from Noto Sans TC is one em wide");
  equal(measureText("", { size: 10 }).width, 0);
  ok(Math.abs(measureText("桌面", { script: "cjk" }).width - 20) < 0.5);
  ok(measureText("AV").width < 2 * measureText("A").width, "kerned");
});

Deno.test("fontPaths() finds the npm fonts, and hasCharacter() tells which of them has a glyph", () => {
  const { latin, cjk } = fontPaths();
  match(cjk.bold, /NotoSansTC_700Bold\.ttf$/);
  match(latin.regular, /DejaVuSans\.ttf$/);
  equal(hasCharacter(cjk.regular, "桌"), true);
  equal(hasCharacter(latin.regular, "桌"), false);
});

Deno.test("wrapText() breaks Latin text at spaces and Chinese between characters, never before a closing mark", () => {
  const lines = wrapText("the exact value and two estimates", 100, { size: 10 });
  ok(lines.length > 1 && lines.every((line) => measureText(line, { size: 10 }).width <= 100));
  equal(lines.join(" "), "the exact value and two estimates");
  const chinese = wrapText("兩張補全，比三張列舉快得多。", 60, { size: 10, script: "cjk" });
  ok(chinese.length > 1);
  ok(chinese.every((line) => !/^[，。]/.test(line)));
  equal(chinese.join(""), "兩張補全，比三張列舉快得多。");
  deepEqual(wrapText("短", 60, { size: 10, script: "cjk" }), ["短"]);
  equal(wrapText("one two three four", 60, { size: 10 }).length, 2);
  const units = wrapText("三張列舉查 220 組用 1.65 µs", 120, { size: 10, script: "cjk" });
  ok(units.at(-1)!.endsWith("1.65 µs"), `a number keeps its unit: ${units}`);
});

import { deepEqual, equal, throws } from "node:assert/strict";
import { drawChecked, isChart } from "./chart.ts";
import { thirdCardFigure } from "./charts/cards.ts";

Deno.test("isChart() knows a chart by its name, uses and draw", () => {
  equal(isChart({ name: "x", uses: [], draw: () => undefined }), true);
  equal(isChart(thirdCardFigure), true);
  equal(isChart(() => 1), false);
  equal(isChart(null), false);
});

Deno.test("drawChecked() draws both editions from the input's JSON, and refuses an input JSON cannot hold", () => {
  const { figures, json } = drawChecked(thirdCardFigure, { pair: [0, 40], parameters: {} });
  deepEqual(figures.map((fig) => fig.lang), ["en", "zh-TW"]);
  deepEqual(JSON.parse(json), { pair: [0, 40], parameters: {} });
  throws(
    () => drawChecked(thirdCardFigure, { pair: [0, 40], parameters: {}, size: 10n } as never),
    /its input's size is 10, which JSON cannot hold/,
  );
});

import { equal, match } from "node:assert/strict";
import { speedChart, speedPoints } from "./speed.ts";
import { drawBoth } from "../_helpers_test.ts";

Deno.test("speedChart draws trials a second per core on a log axis, and says it is this machine's, in this run", () => {
  const result = (n: number, method: "plain" | "sis", seconds: number) => ({
    n,
    method,
    trials: 200_000,
    p: 0.1,
    ci: [0.09, 0.11] as [number, number],
    ciMethod: "",
    seconds,
  });
  const points = speedPoints([result(9, "plain", 0.02), result(12, "plain", 0.03), result(12, "sis", 0.2)]);
  equal(points[0].perSecond, 10_000_000);
  const { en, "zh-TW": zh } = drawBoth(speedChart, { points, parameters: { seed: "42", trials: 200_000 } });
  match(en.svg, /10⁷/);
  match(en.caption, /this machine in this run/);
  match(zh.alt, /重要性抽樣 12: 1,000,000/);
});

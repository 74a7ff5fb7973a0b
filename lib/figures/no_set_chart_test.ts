import { equal, match, ok } from "node:assert/strict";
import { noSetChart } from "./no_set_chart.ts";

const exact = [3, 6, 9, 12, 15, 18].map((n) => ({ n, p: 10 ** -(n / 3) }));

Deno.test("noSetChart() draws the exact points, one legend entry per estimator and per source", () => {
  const fig = noSetChart({
    exact,
    estimates: [
      { n: 12, method: "plain", p: 1e-4, lo: 9e-5, hi: 1.1e-4 },
      { n: 12, method: "sis", p: 1e-4, lo: 9e-5, hi: 1.1e-4 },
    ],
    references: [{ n: 12, source: "rulebook", p: 1 / 34 }, { n: 15, source: "article", p: 4e-4 }],
  });
  equal(fig.name, "no-set-exact");
  for (const label of ["exact", "MC plain", "MC sis", "rulebook", "article"]) match(fig.svg, new RegExp(`>${label}<`));
  equal(fig.svg.match(/<circle /g)?.length, exact.length + 2 + 2); // exact dots, estimate dots, two legend dots
});

Deno.test("noSetChart() draws an interval reaching 0 down to the floor and no dot for a zero estimate", () => {
  const withZero = noSetChart({ exact, estimates: [{ n: 18, method: "plain", p: 0, lo: 0, hi: 3e-5 }] });
  const without = noSetChart({ exact, estimates: [] });
  ok(withZero.svg.length > without.svg.length);
  equal(withZero.svg.match(/<circle /g)?.length, exact.length + 1); // exact dots and one legend dot
  ok(!/NaN|Infinity/.test(withZero.svg));
});

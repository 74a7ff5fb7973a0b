import { equal, ok, throws } from "node:assert/strict";
import { countMaximalCapSizes, randomMaximalCap } from "./random_maximal_cap.ts";
import { sisPath, sisWeight } from "./sis.ts";
import { randomStream, uniformIndex } from "../common/random.ts";
import { deckOf, FEATURE_COUNTS } from "../core/card.ts";
import { hasSet } from "../core/table.ts";

const stream = (features: number, chunk = 0) =>
  randomStream({ seed: "random_maximal_cap_test", method: "m", n: features, chunk });

Deno.test("randomMaximalCap() gives SET-free tables to which no card of the deck can be added, every deck of 2 to 6 features", () => {
  for (const features of FEATURE_COUNTS) {
    const next = stream(features);
    for (let run = 0; run < (features === 6 ? 3 : 10); run++) {
      const cap = [...randomMaximalCap(next, { features })];
      equal(new Set(cap).size, cap.length);
      equal(hasSet(cap, { features }), false);
      ok(cap.length <= deckOf(features).largestSetFree);
      const inCap = new Set(cap);
      for (const card of deckOf(features).cards) {
        if (!inCap.has(card)) {
          equal(hasSet([...cap, card], { features }), true, `d = ${features}: ${card} could be added`);
        }
      }
    }
  }
});

Deno.test("countMaximalCapSizes() with one run counts the table randomMaximalCap() makes on the same stream", () => {
  for (let chunk = 0; chunk < 100; chunk++) {
    const counts = countMaximalCapSizes({ runs: 1, next: stream(5, chunk), features: 5 });
    equal(counts.indexOf(1), randomMaximalCap(stream(5, chunk), { features: 5 }).length);
    equal(counts.length, 46);
  }
  const counts = countMaximalCapSizes({ runs: 300, next: stream(5), features: 5 });
  equal(counts.reduce((a, b) => a + b), 300);
  throws(() => countMaximalCapSizes({ runs: -1, next: stream(5), features: 5 }), /runs -1 is not an integer/);
  throws(
    () => countMaximalCapSizes({ runs: 1, next: stream(5), features: 7 as 6 }),
    /features 7 is not one of 2, 3, 4, 5, 6/,
  );
});

Deno.test("a random maximal table reaches n cards as often as an importance-sampling path survives to n (small deck, 9 cards; fixed seed, 5 sigma)", () => {
  const runs = 40_000;
  const counts = countMaximalCapSizes({ runs, next: stream(3, 2), features: 3 });
  const reached = counts[9] / runs;
  const next = stream(3, 3);
  const path = sisPath(27);
  let alive = 0;
  for (let r = 0; r < runs; r++) if (sisWeight(9, (m) => uniformIndex(next, m), path, 27) > 0) alive++;
  const survived = alive / runs;
  const sigma = Math.sqrt((2 * reached * (1 - reached)) / runs);
  ok(Math.abs(reached - survived) < 5 * sigma, `${reached} vs ${survived}`);
  ok(reached > 0.25 && reached < 0.36);
});

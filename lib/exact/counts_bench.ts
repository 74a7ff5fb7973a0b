import { layeredSetFreeCounts } from "./counts.ts";
import { affineSpace, capsBySize } from "./affine_caps.ts";

// Speed target: the whole table n = 0..81 in at most one second.
// The first call also builds the AG(3, 3) translation classes and AGL(3, 3) orbits (cached after it) and runs
// unoptimised code: that is what `deno task exact` pays, so it is timed once here and printed.
const start = performance.now();
layeredSetFreeCounts(4);
console.log(`exact counts, first (cold) call, whole table n = 0..81: ${(performance.now() - start).toFixed(0)} ms`);

Deno.bench({
  name: "layeredSetFreeCounts(4): whole table n = 0..81 (layer classes and orbits cached)",
  group: "exact",
  baseline: true,
  fn() {
    layeredSetFreeCounts(4);
  },
});

Deno.bench({
  name: "capsBySize(AG(3, 3)): all 367,525 SET-free sets of one layer",
  group: "exact",
  fn() {
    capsBySize(affineSpace(3));
  },
});

Deno.bench({
  name: "layeredSetFreeCounts(3): AG(3, 3) by AG(2, 3) layers (the test's check)",
  group: "exact",
  fn() {
    layeredSetFreeCounts(3);
  },
});

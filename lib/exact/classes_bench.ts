import { capClasses, checkEveryCapOfSmallDeck, checkOrbitStabiliser } from "./classes.ts";
import { growFrom } from "./_canonical.ts";

// Speed target: every class of the deck, with its stabiliser, in at most 60 s on this
// 2-core machine. The first call runs unoptimised code: that is what `deno task classes` pays, so it
// is timed once here and printed. Each bench iteration is a whole run, so few iterations are enough.
const start = performance.now();
const deck = await capClasses(4);
console.log(
  `capClasses(4), first (cold) call, verified: ${(performance.now() - start).toFixed(0)} ms, ` +
    `${deck.bySize.flat().length.toLocaleString("en-US")} classes`,
);
const small = await capClasses(3);

Deno.bench({
  name: "capClasses(4): every class of the deck, verified, one thread",
  group: "deck",
  baseline: true,
  n: 10,
  warmup: 2,
  async fn() {
    await capClasses(4);
  },
});

Deno.bench({
  name: "capClasses(4, { workers: 2 }): the same with 2 Web Workers (91 subtrees)",
  group: "deck",
  n: 10,
  warmup: 2,
  async fn() {
    await capClasses(4, { workers: 2 });
  },
});

Deno.bench({
  name: "growFrom(∅, 81): the deck's classes alone (canonical augmentation, no verification)",
  group: "deck",
  n: 10,
  warmup: 2,
  fn() {
    growFrom([], 81, () => {});
  },
});

Deno.bench({
  name: "checkOrbitStabiliser(deck): Σ |G| / stabiliser against the exact counts (cached after the first call)",
  group: "deck",
  n: 10,
  warmup: 2,
  fn() {
    checkOrbitStabiliser(deck);
  },
});

Deno.bench({
  name: "capClasses(3): every class of the small deck, verified (brute force included)",
  group: "small deck",
  baseline: true,
  n: 20,
  warmup: 2,
  async fn() {
    await capClasses(3);
  },
});

Deno.bench({
  name: "checkEveryCapOfSmallDeck: all 367,525 caps of the small deck land in their classes",
  group: "small deck",
  n: 20,
  warmup: 2,
  fn() {
    checkEveryCapOfSmallDeck(small);
  },
});

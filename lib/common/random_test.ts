import { deepEqual, equal, notDeepEqual, ok } from "node:assert/strict";
import seedrandom from "seedrandom";
import { deal, randomStream, randomStreamState, seedString, STREAM_GENERATOR, uniformIndex, words } from "./random.ts";

Deno.test("uniformIndex() takes the high part of word × m and rejects exactly the words whose low part is below 2^32 mod m", () => {
  // Lemire's rule spelled out with BigInt, against words near the rejection edge and at random
  const words = [0, 1, 2, 5, 6, 7, 80, 81, 82, 2 ** 31, 2 ** 32 - 1, 2 ** 32 - 81];
  const next = randomStream({ seed: "random_test", method: "words", n: 0, chunk: 0 });
  for (let i = 0; i < 2000; i++) words.push(next() >>> 0);
  for (const m of [1, 2, 3, 7, 10, 26, 27, 80, 81]) {
    const threshold = 2n ** 32n % BigInt(m);
    for (const word of words) {
      const product = BigInt(word) * BigInt(m);
      const rejected = product % 2n ** 32n < threshold;
      const fallback = 123_456_789; // the word used after a rejected one
      const drawn = [word | 0, fallback];
      const index = uniformIndex(() => drawn.shift()!, m);
      const expected = rejected ? Number((BigInt(fallback) * BigInt(m)) >> 32n) : Number(product >> 32n);
      equal(index, expected, `m = ${m}, word = ${word}`);
      equal(drawn.length, rejected ? 0 : 1, "one word a draw unless rejected");
    }
  }
});

Deno.test("uniformIndex() gives each index 0..m−1 equally often (fixed seed, 6-sigma band)", () => {
  const next = randomStream({ seed: "random_test", method: "index", n: 0, chunk: 0 });
  for (const m of [1, 7, 27, 81]) {
    const counts = new Float64Array(m);
    const draws = 50_000;
    for (let t = 0; t < draws; t++) counts[uniformIndex(next, m)]++;
    const sd = Math.sqrt(draws * (1 / m) * (1 - 1 / m));
    for (const c of counts) ok(Math.abs(c - draws / m) <= 6 * sd + 1e-9);
  }
});

Deno.test("randomStream() is xorwow seeded with the quoted seed, method, n and chunk; randomStreamState() its start", () => {
  const key = { seed: "random_test", method: "plain", n: 12, chunk: 4 };
  const ours = randomStream(key);
  const theirs = seedrandom.xorwow('"random_test"/plain/12/4');
  const resumed = seedrandom.xorwow("", { state: randomStreamState(key) });
  for (let i = 0; i < 100; i++) {
    const word = ours();
    equal(word, theirs.int32());
    equal(word, resumed.int32());
  }
});

Deno.test("STREAM_GENERATOR names seedrandom's version, the generator and the one-word draw", () => {
  ok(/^seedrandom \d+\.\d+\.\d+ \(xorwow; .*one int32 per card index/.test(STREAM_GENERATOR), STREAM_GENERATOR);
});

Deno.test("seedString() quotes the seed, so that a seed holding a slash names no other piece of work", () => {
  equal(seedString("42", "game", "random", 3), '"42"/game/random/3');
  equal(seedString("a/b", "x"), '"a/b"/x');
});

Deno.test("randomStream() gives the same words for the same key, others for another chunk", () => {
  const draw = (chunk: number) => {
    const next = randomStream({ seed: "42", method: "plain", n: 12, chunk });
    return [next(), next(), next()];
  };
  deepEqual(draw(0), draw(0));
  notDeepEqual(draw(0), draw(1));
});

Deno.test("words() turns uniform numbers into the signed 32-bit words int32() gives", () => {
  const next = words(seedrandom.xorwow("42"));
  const theirs = seedrandom.xorwow("42");
  for (let i = 0; i < 100; i++) equal(next(), theirs.int32());
});

Deno.test("deal() shuffles the first n places in place, every card kept, the rest left for later", () => {
  const deck = Uint8Array.of(0, 1, 2, 3, 4, 5, 6);
  const dealt = deal(deck, 3, randomStream({ seed: "42", method: "doc", n: 3, chunk: 0 }));
  equal(dealt, deck);
  deepEqual([...dealt].sort(), [0, 1, 2, 3, 4, 5, 6]);
});

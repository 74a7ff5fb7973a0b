import { deepEqual, equal, ok } from "node:assert/strict";
import { PARAMETERS } from "../config.ts";
import { readRerunForm, RERUN_TRIALS, type RerunReading } from "./rerun_form.ts";

const form = { seed: "42", trials: "200000", sizes: "9-21" };
const message = (reading: RerunReading) => "message" in reading ? reading.message : "";

Deno.test("RERUN_TRIALS are trials a notebook run takes too", () => {
  for (const trials of Object.values(RERUN_TRIALS)) equal(PARAMETERS.trials.read(String(trials)), trials);
});

Deno.test("readRerunForm() reads what the command line reads", () => {
  deepEqual(readRerunForm(form), {
    inputs: { seed: "42", trials: 200_000, sizes: Array.from({ length: 13 }, (_, i) => 9 + i) },
  });
  deepEqual(readRerunForm({ ...form, seed: " -7 ", sizes: "12, 15" }), {
    inputs: { seed: " -7 ", trials: 200_000, sizes: [12, 15] },
  });
});

Deno.test("readRerunForm() takes thousands separators in the trials, and spaces and en dashes in the sizes", () => {
  deepEqual(readRerunForm({ seed: "Zebra 7", trials: "200,000", sizes: "9 – 12" }), {
    inputs: { seed: "Zebra 7", trials: 200_000, sizes: [9, 10, 11, 12] },
  });
});

Deno.test("readRerunForm() refuses too few trials for importance sampling, and a range backwards, saying what to do", () => {
  deepEqual(readRerunForm({ seed: "7", trials: "10000", sizes: "9-21" }), {
    field: "trials",
    message: "Importance sampling needs at least 100,000 trials per size at 19–20 cards: " +
      "raise the trials to 100,000, or leave out 19–20.",
  });
  deepEqual(readRerunForm({ seed: "7", trials: "100000", sizes: "21-9" }), {
    field: "sizes",
    message: 'The range "21-9" runs backwards: write 9-21.',
  });
});

Deno.test("readRerunForm() refuses in words, naming the field, never in flags", () => {
  const cases: [Partial<typeof form>, keyof typeof form, RegExp][] = [
    [{ seed: "" }, "seed", /^Type a seed/],
    [{ seed: "x".repeat(500) }, "seed", /^The seed is 500 characters long; the most is 200\./],
    [{ seed: "a\u200bb" }, "seed", /invisible character/],
    [{ trials: "" }, "trials", /^Type the trials per size: a whole number from 10,000 to 1,000,000\.$/],
    [{ trials: "1e6" }, "trials", /whole number/],
    [{ trials: "5000" }, "trials", /^5,000 trials per size are too few/],
    [{ trials: "2,000,000" }, "trials", /^2,000,000 trials per size are too many/],
    [{ sizes: "" }, "sizes", /^Type the table sizes/],
    [{ sizes: "9-90" }, "sizes", /^A table has 3 to 81 cards; 90 is not a table size\.$/],
    [{ sizes: "nine" }, "sizes", /^Table sizes are numbers from 3 to 81/],
  ];
  for (const [change, field, pattern] of cases) {
    const reading = readRerunForm({ ...form, ...change });
    ok("field" in reading && reading.field === field, JSON.stringify(change));
    ok(pattern.test(message(reading)), message(reading));
    ok(!message(reading).includes("--"), message(reading));
  }
});

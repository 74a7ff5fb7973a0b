import { deepEqual, equal, match, notEqual } from "node:assert/strict";
import { changedParameters, envName, runName, slugOf } from "./names.ts";
import { readParameters } from "./parameters.ts";
import { defaults, PARAMETERS } from "../config.ts";

const name = (env: Record<string, string>) => runName(readParameters(new Map(Object.entries(env))));

Deno.test("runName() is 'default' when every parameter has the config's default, given or not", () => {
  equal(name({}), "default");
  equal(
    name({ SET_SEED: PARAMETERS.seed.default, SET_TRIALS: String(PARAMETERS.trials.default), SET_LANG: "en" }),
    "default",
  );
  equal(name({ SET_WORKERS: String(navigator.hardwareConcurrency) }), "default");
});

Deno.test("runName() spells the changed parameters in one fixed order, whatever order they were given in", () => {
  equal(name({ SET_GAMES: "2000", SET_SEED: "42-b" }), "seed-42-b_games-2000");
  equal(name({ SET_SEED: "42-b", SET_GAMES: "2000" }), "seed-42-b_games-2000");
  equal(name({ SET_PNG_SCALE: "0.5" }), "png-scale-0.5");
});

Deno.test("runName() never gives two different seeds one folder: scripts, case, spaces, slashes and underscores", () => {
  const seeds = [
    "日本",
    "中文",
    "a b",
    "a_b",
    "a/b",
    "a-b",
    "A",
    "a",
    "a~b",
    "x",
    "..",
    ".",
    "a.b",
    "-a",
    "-7",
    ".x",
    "a".repeat(33),
  ];
  const names = seeds.map((seed) => name({ SET_SEED: seed }));
  equal(new Set(names).size, seeds.length, names.join(" "));
  // Case-insensitive file systems (a Mac's) must not merge them either.
  equal(new Set(names.map((n) => n.toLowerCase())).size, seeds.length);
  for (const n of names) match(n, /^[a-z0-9][a-z0-9._~-]*$/, n);
  for (const n of names) equal(n.length <= 80, true, n);
});

Deno.test("runName() is the same for the same seed every time, and readable where it can be", () => {
  equal(name({ SET_SEED: "日本" }), name({ SET_SEED: "日本" }));
  match(name({ SET_SEED: "Run 7" }), /^seed-run-7~[0-9a-f]{10}$/);
  match(name({ SET_SEED: "日本" }), /^seed-x~[0-9a-f]{10}$/);
  notEqual(name({ SET_SEED: "7" }), name({ SET_SEED: "07" }));
});

Deno.test("envName(): every parameter's variable", () => {
  deepEqual(Object.keys(PARAMETERS).map((key) => envName(key as keyof typeof PARAMETERS)), [
    "SET_SEED",
    "SET_TRIALS",
    "SET_GAMES",
    "SET_TIMING_RUNS",
    "SET_CAPS",
    "SET_WORKERS",
    "SET_LANG",
    "SET_PNG_SCALE",
  ]);
  equal(Math.round(640 * PARAMETERS.pngScale.default), 1890);
});

Deno.test("changedParameters() keeps only the values that differ from the defaults", () => {
  deepEqual(changedParameters({ ...defaults(), trials: 10_000 }), { trials: 10_000 });
});

Deno.test("slugOf() joins name-value parts in the order given, and is 'default' for none", () => {
  equal(slugOf({ seed: "7", cards: 12 }), "seed-7_cards-12");
  equal(slugOf({}), "default");
});

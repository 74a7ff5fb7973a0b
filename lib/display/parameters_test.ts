import { deepEqual, equal, match } from "node:assert/strict";
import { notebookParameters, parameterContext, PARAMETERS_MIME } from "./parameters.ts";
import { seedParam } from "../common/params.ts";

async function quietly<T>(run: () => Promise<T>): Promise<[T, string]> {
  const log = console.log;
  const printed: string[] = [];
  console.log = (...args: unknown[]) => printed.push(args.join(" "));
  try {
    return [await run(), printed.join("\n")];
  } finally {
    console.log = log;
  }
}

type Bundle = Record<string, unknown>;

/** Runs `run` as if in Jupyter, returning the bundles it displayed. */
async function displayedBundles(run: () => Promise<unknown>): Promise<Bundle[]> {
  const bundles: Bundle[] = [];
  const deno = Deno as unknown as { jupyter: unknown };
  deno.jupyter = {
    display: (value: Record<symbol, () => Bundle>) => {
      bundles.push(value[Symbol.for("Jupyter.display")]());
      return Promise.resolve();
    },
  };
  try {
    await run();
  } finally {
    deno.jupyter = undefined;
  }
  return bundles;
}

Deno.test("notebookParameters(name) without parameters says so in a sentence, not an empty table, and still gives the export an empty parameters bundle", async () => {
  const [, printed] = await quietly(() => notebookParameters("01-demo"));
  equal(printed, "No parameters: everything in this notebook is exact.");
  const [bundle] = await displayedBundles(() => notebookParameters("01-demo"));
  equal(bundle["text/markdown"], "No parameters: everything in this notebook is exact.");
  equal("text/html" in bundle, false);
  deepEqual(bundle[PARAMETERS_MIME], {});
});

Deno.test("notebookParameters(name, spec) displays a table with the values bundle beside it", async () => {
  const spec = { SET_SEED: seedParam("42") };
  const [bundle] = await displayedBundles(() => notebookParameters("02-demo", spec, new Map([["SET_SEED", "7"]])));
  match(bundle["text/html"] as string, /<td style="text-align:right">7<\/td><td style="text-align:right">42<\/td>/);
  match(bundle["text/plain"] as string, /SET_SEED\s+7\s+42/);
  deepEqual(bundle[PARAMETERS_MIME], { SET_SEED: "7" });
});

Deno.test("notebookParameters(name) without parameters returns nothing, so a first cell ending with it shows no value", async () => {
  const [value] = await quietly(() => notebookParameters("01-demo"));
  equal(value, undefined);
  equal(parameterContext()?.notebook, "01-demo");
  equal(parameterContext()?.isDefault, true);
});

Deno.test("notebookParameters(name, spec) shows each variable with its value and default, and returns the values", async () => {
  const [values, printed] = await quietly(() =>
    notebookParameters("02-demo", { SET_SEED: seedParam("42") }, new Map([["SET_SEED", "7"]]))
  );
  equal(values.SET_SEED, "7");
  equal(/SET_SEED\s+7\s+42/.test(printed), true, printed);
});

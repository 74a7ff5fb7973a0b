import { equal } from "node:assert/strict";
import { notebookParameters, parameterContext } from "./parameters.ts";
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

import { equal, throws } from "node:assert/strict";
import { checkNotebookValues, processEnvironment, readParameters } from "./parameters.ts";
import { NOTEBOOKS, PARAMETERS } from "../config.ts";

Deno.test("readParameters() refuses an unknown SET_ variable, an empty value and every value out of range, naming it", () => {
  throws(
    () => readParameters(new Map([["SET_SEEED", "7"]])),
    /unknown variable SET_SEEED \(the parameters are SET_SEED/,
  );
  throws(() => readParameters(new Map([["SET_LANG", "fr"]])), /SET_LANG must be one of en, zh-TW, got "fr"/);
  for (const bad of ["0x10", "1e1", "0.0000001", "0", "20", "-1", ""]) {
    throws(
      () => readParameters(new Map([["SET_PNG_SCALE", bad]])),
      /^UsageError: SET_PNG_SCALE must be a decimal/,
      bad,
    );
  }
  throws(() => readParameters(new Map([["SET_TRIALS", "1e6"]])), /SET_TRIALS must be an integer/);
  throws(() => readParameters(new Map([["SET_SEED", "a\u200bb"]])), /SET_SEED must be 1 to 200 characters/);
});

Deno.test("readParameters() refuses values of the wrong type written in a cell: null, objects, booleans, arrays", () => {
  for (const seed of [null, {}, true, ["a", "b"], 7]) {
    throws(() => readParameters(new Map(), { seed }), /^UsageError: seed must be a string, got /);
  }
  throws(() => readParameters(new Map(), { trials: "10000" }), /^UsageError: trials must be a number, got "10000"$/);
  throws(() => readParameters(new Map(), { trials: 1.5 }), /trials must be an integer/);
  equal(readParameters(new Map([["SET_SEED", "7"]]), { seed: "8" }).seed, "8");
});

Deno.test("checkNotebookValues() refuses a parameter the notebook does not have, and a notebook it does not know", () => {
  throws(
    () => checkNotebookValues("01-the-mod-3-rule", { seed: "7" }),
    /01-the-mod-3-rule has no parameter seed \(it has none\)/,
  );
  throws(() => checkNotebookValues("99-nope", {}), /no notebook 99-nope/);
  throws(() => checkNotebookValues("03-no-set-probability", null as never), /values must be an object/);
  for (const own of Object.values(NOTEBOOKS)) for (const key of own) equal(key in PARAMETERS, true);
});

Deno.test("processEnvironment() refuses a SET_ variable that is not UTF-8 in one line, instead of dropping it", async () => {
  // Deno's own API cannot set bytes that are not UTF-8: the shell sets the variable.
  const module = new URL("./parameters.ts", import.meta.url).href;
  const script = `import { processEnvironment } from "${module}"; processEnvironment();`;
  const { code, stderr } = await new Deno.Command("bash", {
    args: ["-c", `SET_SEED=$'\\xff' "${Deno.execPath()}" eval '${script}'`],
    env: { NO_COLOR: "1" },
    stderr: "piped",
  }).output();
  equal(code, 1);
  equal(/UsageError: SET_SEED is not valid UTF-8/.test(new TextDecoder().decode(stderr)), true);
  equal(processEnvironment().get("SET_SEED"), Deno.env.get("SET_SEED"));
});

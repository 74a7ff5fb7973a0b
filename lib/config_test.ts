import { equal } from "node:assert/strict";
import { NOTEBOOKS, PARAMETERS } from "./config.ts";

Deno.test("the config types each default once and lists each notebook's own parameters", () => {
  equal(PARAMETERS.seed.default, "42");
  equal(NOTEBOOKS["03-no-set-probability"].includes("trials"), true);
});

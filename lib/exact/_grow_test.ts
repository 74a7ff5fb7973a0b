import { growFrom } from "./_grow.ts";
import { equal } from "node:assert/strict";

Deno.test("growFrom(): AG(3, 3) from the empty set: 16 classes of non-empty caps (17 with the empty set)", () => {
  let classes = 0;
  growFrom([], 27, () => classes++);
  equal(classes, 16);
});

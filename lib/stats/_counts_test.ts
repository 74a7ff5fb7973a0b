import { throws } from "node:assert/strict";
import { checkCounts } from "./_counts.ts";

Deno.test("checkCounts() accepts hits in 0..trials and names the count that is off, by the names given", () => {
  checkCounts(3, 10);
  throws(() => checkCounts(11, 10), /^RangeError: hits 11 is not in 0\.\.10$/);
  throws(() => checkCounts(1, 10.5, ["count", "total"]), /^RangeError: total 10\.5 is not a positive integer$/);
});

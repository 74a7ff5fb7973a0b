import { checkEveryCapOfSmallDeck, checkOrbitStabiliser } from "./_verify.ts";
import { capClasses } from "./classes.ts";
import { throws } from "node:assert/strict";

Deno.test("checkOrbitStabiliser(): A result with a class missing fails", () => {
  const bySize = [[{ points: [], stabilizer: 303_264, tables: 1n }]];
  throws(
    () => checkOrbitStabiliser({ features: 3, groupOrder: 303_264n, bySize }),
    /n = 1: .*hold 0 tables.*there are 27 /,
  );
});

Deno.test("checkEveryCapOfSmallDeck(): The small deck's classes pass; with a class dropped, its caps land nowhere", async () => {
  const classes = await capClasses(3);
  checkEveryCapOfSmallDeck(classes);
  classes.bySize[5].pop();
  throws(() => checkEveryCapOfSmallDeck(classes), /n = 5: the cap .* lands in no class/);
});

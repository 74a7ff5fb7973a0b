import { equal, throws } from "node:assert/strict";
import { checkLang } from "./lang.ts";

Deno.test("checkLang() accepts the two editions and refuses others, listing them", () => {
  equal(checkLang("zh-TW"), "zh-TW");
  throws(() => checkLang("fr"), /language "fr" is not one of en, zh-TW/);
});

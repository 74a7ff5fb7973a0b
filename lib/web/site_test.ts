import { equal, match } from "node:assert/strict";
import { prepareWebSite, webSite } from "./site.ts";

Deno.test("webSite() starts the rerun at the defaults without a run.json, and lists the practice pages, its language first", async () => {
  equal(await prepareWebSite(), undefined);
  const out = await Deno.makeTempDir();
  try {
    const site = await webSite(out);
    match(site.withWidgets("03-no-set-probability", "<main></main>"), /<input name="trials"[^>]* value="200000"/);
    match(
      site.practiceLinks("zh-TW"),
      /^<a href="play\/zh-TW\.html"[^>]*>練習：玩 SET<\/a> · <a href="play\/en\.html"/,
    );
  } finally {
    await Deno.remove(out, { recursive: true });
  }
});

import { equal, match } from "node:assert/strict";
import { navigation, readmeWith } from "./docs.ts";
import { runCommand } from "./_testing.ts";

Deno.test("the README's tables and the notebooks' links are what lib/config.ts says (deno task docs --check)", async () => {
  const { code, stderr } = await runCommand(new URL("./docs.ts", import.meta.url).pathname, ["--check"]);
  equal(code, 0, stderr);
});

Deno.test("readmeWith() replaces only the generated parts it is given", () => {
  const readme =
    "a\n<!-- generated: x -->\nold\n<!-- /generated -->\nb\n<!-- generated: y -->\nkept\n<!-- /generated -->\n";
  equal(readmeWith(readme, { x: "new" }), readme.replace("old", "\nnew\n"));
});

Deno.test("navigation() says where a notebook stands and links its neighbours, none before the first or after the last", () => {
  const titles = new Map([["01-the-mod-3-rule", "1. Rule"], ["02-counting-the-sets", "2. Counting"]]);
  match(
    navigation("01-the-mod-3-rule", titles),
    /^Notebook 1 of \d+\. Next: \[2\. Counting\]\(02-counting-the-sets\.ipynb\)\.$/,
  );
});

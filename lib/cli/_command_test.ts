import { deepEqual, equal, match } from "node:assert/strict";
import { runCommand } from "./_testing.ts";
import { command, readCommandLine } from "./_command.ts";
import { pathParam } from "../common/params.ts";

Deno.test("readCommandLine() reads a relative path from the folder the user ran the task in (INIT_CWD)", () => {
  const spec = command({
    name: "x",
    summary: "",
    flags: { out: pathParam("out") },
    positionals: { name: "F", meaning: "", most: 2 },
    run() {},
  });
  const before = Deno.env.get("INIT_CWD");
  Deno.env.set("INIT_CWD", "/home/me");
  try {
    const { flags, positionals } = readCommandLine(["--out", "out.json", "a.json", "/tmp/b.json"], spec);
    deepEqual([flags.out, ...positionals], ["/home/me/out.json", "/home/me/a.json", "/tmp/b.json"]);
  } finally {
    if (before === undefined) Deno.env.delete("INIT_CWD");
    else Deno.env.set("INIT_CWD", before);
  }
});

Deno.test("--help lists every flag with its meaning, what it accepts and its default", async () => {
  const { code, stdout } = await runCommand(new URL("./caps.ts", import.meta.url).pathname, ["--help"]);
  equal(code, 0);
  match(stdout, /^deno task caps: How big a SET-free table gets by chance/);
  match(stdout, /^usage: deno task caps \[FLAGS\]$/m);
  match(stdout, /^ {2}--features TEXT {2}the deck: .*: one of 2, 3, 4, 5, 6\n {19}\(default 4\)$/m);
  match(stdout, /^ {2}--json {11}print the result as one JSON document instead of a table$/m);
});

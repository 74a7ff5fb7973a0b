import { deepEqual } from "node:assert/strict";
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

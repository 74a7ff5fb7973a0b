import { equal, match } from "node:assert/strict";

import { runCommand } from "./_testing.ts";
const SCRIPT = new URL("./wasm.ts", import.meta.url).pathname;

const run = (...args: string[]) => runCommand(SCRIPT, args);

Deno.test("deno task wasm --check finds the committed binary up to date, and writes nothing", async () => {
  const before = (await Deno.stat(new URL("../montecarlo/_montecarlo.wasm", import.meta.url))).mtime;
  const { code, stdout } = await run("--check");
  equal(code, 0);
  match(stdout, /_montecarlo\.wasm is up to date/);
  equal(
    (await Deno.stat(new URL("../montecarlo/_montecarlo.wasm", import.meta.url))).mtime?.getTime(),
    before?.getTime(),
  );
});

Deno.test("deno task wasm rejects an unknown flag or an argument in one line, exit code 2", async () => {
  for (
    const [args, message] of [[["--chek"], /unknown flag "--chek"/], [
      ["out.wasm"],
      /unexpected argument "out\.wasm"/,
    ]] as const
  ) {
    const { code, stdout, stderr } = await run(...args);
    equal(code, 2);
    equal(stdout, "");
    match(stderr, new RegExp(`^wasm: ${message.source}.*\\n$`));
  }
});

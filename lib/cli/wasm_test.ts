import { equal, match } from "node:assert/strict";

const SCRIPT = new URL("./wasm.ts", import.meta.url).pathname;

async function run(...args: string[]): Promise<{ code: number; stdout: string; stderr: string }> {
  const { code, stdout, stderr } = await new Deno.Command(Deno.execPath(), {
    args: ["run", "--allow-all", SCRIPT, ...args],
    stdout: "piped",
    stderr: "piped",
  }).output();
  const decoder = new TextDecoder();
  return { code, stdout: decoder.decode(stdout), stderr: decoder.decode(stderr) };
}

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
    const [args, message] of [[["--chek"], /unknown flag --chek/], [
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

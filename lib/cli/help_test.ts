import { equal, match, ok } from "node:assert/strict";
import { type CommandSpec, helpText } from "./_command.ts";
import type { AnyParam } from "../common/params.ts";

const tasks: Record<string, string> = JSON.parse(await Deno.readTextFile(new URL("../../deno.json", import.meta.url)))
  .tasks;
const modules = Object.entries(tasks).flatMap(([task, line]) => {
  const script = /^deno run --allow-all (lib\/cli\/\w+\.ts)$/.exec(line)?.[1];
  return script ? [[task, script] as const] : [];
});

Deno.test("every task run by a lib/cli module declares a command whose --help names each flag with its meaning", async () => {
  ok(modules.length >= 15);
  for (const [task, script] of modules) {
    const exported = Object.values(await import(`../../${script}`)) as unknown[];
    const spec = exported.find((value): value is CommandSpec<Record<string, AnyParam>> =>
      typeof value === "object" && value !== null && "summary" in value && "flags" in value
    );
    ok(spec, `${script} declares no command`);
    equal(spec.name, task, script);
    const help = helpText(spec);
    for (const [flag, param] of Object.entries(spec.flags)) {
      ok(help.includes(`--${flag}`), `${task} --help: --${flag}`);
      ok(help.replace(/\s+/g, " ").includes(param.meaning.replace(/\s+/g, " ")), `${task} --help: ${param.meaning}`);
    }
  }
});

Deno.test("deno task X --help prints the help and exits 0, for the commands, the runner, the suite and the main job", async () => {
  for (const task of ["simulate", "notebooks", "test", "main"]) {
    const { code, stdout } = await new Deno.Command("deno", {
      args: ["task", "--quiet", task, "--help"],
      cwd: new URL("../..", import.meta.url),
      env: { NO_COLOR: "1" },
    }).output();
    equal(code, 0, task);
    match(new TextDecoder().decode(stdout), new RegExp(`^deno task ${task}: .*\\n\\nusage: deno task ${task}`, "s"));
  }
});

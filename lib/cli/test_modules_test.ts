import { equal } from "node:assert/strict";
import { pathToFileURL } from "node:url";

const SCRIPT = new URL("./test_modules.ts", import.meta.url).pathname;

Deno.test("test_modules.ts makes a folder's examples the tests of one module, their imports resolved from their file", async () => {
  const root = await Deno.realPath(await Deno.makeTempDir());
  try {
    await Deno.mkdir(`${root}/lib/a`, { recursive: true });
    const fence = "`".repeat(3);
    const example = [
      'import { x, y as z, type T } from "./c.ts";',
      'import * as set from "../set.ts";',
      'import seedrandom from "seedrandom";',
      'import type { U } from "./c.ts";',
      'equal(new URL(import.meta.url).pathname.endsWith("b.ts"), true);',
    ];
    const source = ["/**", " * Adds.", ` * ${fence}ts`, ...example.map((line) => ` * ${line}`), ` * ${fence}`, " */"];
    await Deno.writeTextFile(`${root}/lib/a/b.ts`, [...source, "export const x = 1;"].join("\n"));
    await Deno.writeTextFile(`${root}/lib/a/b_test.ts`, "");
    const { code } = await new Deno.Command(Deno.execPath(), {
      args: ["run", "--allow-all", SCRIPT, `${root}/out`],
      cwd: root,
      stderr: "null",
    }).output();
    equal(code, 0);
    const file = (path: string) => JSON.stringify(pathToFileURL(`${root}/${path}`).href);
    equal(
      await Deno.readTextFile(`${root}/out/2_lib_a_examples_test.ts`),
      'Deno.test("lib/a/b.ts:3", async () => {\n' +
        `const { x, y: z } = await import(${file("lib/a/c.ts")});\n` +
        `const set = await import(${file("lib/set.ts")});\n` +
        'const { default: seedrandom } = await import("seedrandom");\n\n' +
        `equal(new URL(${file("lib/a/b.ts")}).pathname.endsWith("b.ts"), true);\n});\n`,
    );
    equal(await Deno.readTextFile(`${root}/out/1_lib_a_tests_test.ts`), `import ${file("lib/a/b_test.ts")};\n`);
  } finally {
    await Deno.remove(root, { recursive: true });
  }
});

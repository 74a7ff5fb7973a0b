import { equal, match } from "node:assert/strict";
import { NOTEBOOK_NAMES } from "../config.ts";
import { runCommand } from "./_testing.ts";

const SCRIPT = new URL("./notebook_words.ts", import.meta.url).pathname;

Deno.test("deno task notebook-words RUN counts Markdown and printed outputs but not pictures; --check holds the budget", async () => {
  const run = await Deno.makeTempDir();
  const write = (markdown: string) =>
    Deno.writeTextFile(
      `${run}/notebooks/${NOTEBOOK_NAMES[0]}.ipynb`,
      JSON.stringify({
        cells: [
          { cell_type: "markdown", source: markdown },
          {
            cell_type: "code",
            source: "x",
            outputs: [
              { output_type: "display_data", data: { "text/plain": "three four" } },
              { output_type: "display_data", data: { "image/png": "…", "text/plain": "a title" } },
              { output_type: "stream", text: ["five — 6"] },
            ],
          },
        ],
      }),
    );
  try {
    await Deno.mkdir(`${run}/notebooks`);
    await write("# One two");
    const counted = await runCommand(SCRIPT, [run, "--check"]);
    equal(counted.code, 0, counted.stderr);
    equal(counted.stdout, `     6  ${NOTEBOOK_NAMES[0]}\n     6  in all\n`);
    await write("word ".repeat(2_000));
    const over = await runCommand(SCRIPT, [run, "--check"]);
    equal(over.code, 1);
    match(
      over.stderr,
      new RegExp(`^notebook-words: over the budget of 2000 words a notebook .*: ${NOTEBOOK_NAMES[0]}\\n$`),
    );
  } finally {
    await Deno.remove(run, { recursive: true });
  }
});

import { deepEqual, equal, rejects } from "node:assert/strict";
import { type Cell, notebookParameters, notebookQuestion, notebookTitle, readNotebook } from "./notebook.ts";
import { PARAMETERS_MIME } from "../run/start.ts";

const markdown = (source: string): Cell => ({ cell_type: "markdown", source });

Deno.test("notebookTitle() reads the first heading of the first markdown cell", () => {
  equal(notebookTitle({ cells: [markdown("intro\n\n# 2. Counting the SETs\n")] }, "x"), "2. Counting the SETs");
  equal(notebookTitle({ cells: [{ cell_type: "code", source: "# not a title" }] }, "fallback"), "fallback");
});

Deno.test("notebookQuestion() reads the paragraph that starts with the label, lines joined as stored", () => {
  const source = ["# 1\n", "\n", "**The question.** Why\n", "mod 3?\n", "\n", "More."];
  equal(notebookQuestion({ cells: [markdown(source as unknown as string)] }), "Why\nmod 3?");
});

Deno.test("notebookQuestion() is undefined when the first markdown cell states none", () => {
  equal(
    notebookQuestion({ cells: [markdown("# 1\n\nNo question here."), markdown("**The question.** later")] }),
    undefined,
  );
});

Deno.test("notebookQuestion() leaves out a last sentence that announces a list", () => {
  equal(
    notebookQuestion({
      cells: [markdown("**The question.** How many SETs? Notebook 1 showed $c$. So two ways:\n\n* one")],
    }),
    "How many SETs? Notebook 1 showed $c$.",
  );
});

Deno.test("notebookQuestion() takes the display formula a paragraph stops at", () => {
  const source = "**The question.** three cards form a SET exactly when\n\n$$x + y + z \\equiv 0.$$\n\nThis notebook…";
  equal(
    notebookQuestion({ cells: [markdown(source)] }),
    "three cards form a SET exactly when\n\n$$x + y + z \\equiv 0.$$",
  );
});

Deno.test("notebookParameters() reads the bundle of the first code cell that displays one", () => {
  const bundle = {
    output_type: "display_data" as const,
    data: { [PARAMETERS_MIME]: { SET_SEED: "7", SET_TRIALS: 1000 } },
  };
  const nb = {
    cells: [
      {
        cell_type: "code" as const,
        source: "",
        outputs: [{ output_type: "stream" as const, name: "stdout" as const, text: "x" }],
      },
      { cell_type: "code" as const, source: "", outputs: [bundle] },
    ],
  };
  deepEqual(notebookParameters(nb), { SET_SEED: "7", SET_TRIALS: 1000 });
});

Deno.test("notebookParameters() reads a bundle stored as JSON text, and is undefined without one", () => {
  const text = { output_type: "display_data" as const, data: { [PARAMETERS_MIME]: '{"SET_GAMES": 10}' } };
  deepEqual(notebookParameters({ cells: [{ cell_type: "code", source: "", outputs: [text] }] }), { SET_GAMES: 10 });
  equal(notebookParameters({ cells: [{ cell_type: "code", source: "", outputs: [] }] }), undefined);
});

Deno.test("readNotebook() names a file that is not a notebook", async () => {
  const path = await Deno.makeTempFile({ suffix: ".ipynb" });
  try {
    await Deno.writeTextFile(path, "{}");
    await rejects(readNotebook(path), new RegExp(`${path}: not a notebook`));
    await Deno.writeTextFile(path, "{");
    await rejects(readNotebook(path), /not a notebook/);
  } finally {
    await Deno.remove(path);
  }
});

Deno.test("readNotebook() leaves out the runner's record note and the navigation links", async () => {
  const path = await Deno.makeTempFile({ suffix: ".ipynb" });
  try {
    const cells = [
      { cell_type: "markdown", source: "A record", metadata: { set: "record" } },
      { cell_type: "markdown", source: "Next", metadata: { set: "navigation" } },
      { cell_type: "code", source: "1" },
    ];
    await Deno.writeTextFile(path, JSON.stringify({ cells }));
    deepEqual((await readNotebook(path)).cells, [{ cell_type: "code", source: "1" }]);
  } finally {
    await Deno.remove(path);
  }
});

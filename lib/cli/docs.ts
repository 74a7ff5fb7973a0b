/**
 * `deno task docs [--check]`: the README's tables and each notebook's links, written or checked from lib/config.ts.
 *
 * @module
 */
import { join } from "node:path";
import { GLOBAL_PARAMETERS, NOTEBOOK_NAMES, NOTEBOOKS, type ParameterName, PARAMETERS } from "../config.ts";
import { switchParam } from "../common/params.ts";
import { writeFileAtomic } from "../common/files.ts";
import { type Notebook, notebookQuestion, notebookTitle, readNotebook } from "../html/notebook.ts";
import { envName } from "../run/names.ts";
import { PROJECT_ROOT } from "../run/owned_folder.ts";
import { command, runCommand, shownDefault } from "./_command.ts";

const README = join(PROJECT_ROOT, "README.md");
const notebookPath = (name: string) => join(PROJECT_ROOT, "notebooks", `${name}.ipynb`);

/** A Markdown table, its columns padded as `deno fmt` pads them. */
function markdownTable(head: string[], rows: string[][]): string {
  const widths = head.map((h, i) => Math.max(h.length, ...rows.map((row) => row[i].length)));
  const line = (cells: string[]) => `| ${cells.map((cell, i) => cell.padEnd(widths[i])).join(" | ")} |`;
  return [line(head), `| ${widths.map((w) => "-".repeat(w)).join(" | ")} |`, ...rows.map(line)].join("\n");
}

/** The README's table of notebooks: each file and the question it answers. */
function notebooksTable(notebooks: Map<string, Notebook>): string {
  return markdownTable(
    ["notebook", "the question"],
    NOTEBOOK_NAMES.map((name) => [
      `[${notebookTitle(notebooks.get(name)!, name)}](notebooks/${name}.ipynb)`,
      (notebookQuestion(notebooks.get(name)!) ?? "").replace(/\s+/g, " "),
    ]),
  );
}

/** The README's table of parameters: variable, the notebooks that take it, default, what it accepts and means. */
function parametersTable(): string {
  return markdownTable(
    ["variable", "notebooks", "default", "what it is"],
    (Object.keys(PARAMETERS) as ParameterName[]).map((name) => {
      const param = PARAMETERS[name];
      const users = GLOBAL_PARAMETERS.includes(name)
        ? "all"
        : NOTEBOOK_NAMES.map((nb, i) => (NOTEBOOKS[nb] as readonly string[]).includes(name) ? String(i + 1) : "")
          .filter(Boolean).join(", ");
      return [`\`${envName(name)}\``, users, `\`${shownDefault(param)}\``, `${param.meaning}: ${param.accepts}`];
    }),
  );
}

/** The last cell of a notebook: where it stands among the notebooks, and links to the previous and next. */
export function navigation(name: string, titles: Map<string, string>): string {
  const at = NOTEBOOK_NAMES.indexOf(name as (typeof NOTEBOOK_NAMES)[number]);
  const link = (i: number) => `[${titles.get(NOTEBOOK_NAMES[i])}](${NOTEBOOK_NAMES[i]}.ipynb)`;
  return [
    `Notebook ${at + 1} of ${NOTEBOOK_NAMES.length}.`,
    ...(at > 0 ? [`Previous: ${link(at - 1)}.`] : []),
    ...(at < NOTEBOOK_NAMES.length - 1 ? [`Next: ${link(at + 1)}.`] : []),
  ].join(" ");
}

/** The README with its generated parts (between `<!-- generated: NAME -->` and `<!-- /generated -->`) made anew. */
export function readmeWith(readme: string, parts: Record<string, string>): string {
  return readme.replace(
    /(<!-- generated: ([a-z]+) -->\n)[\s\S]*?(\n<!-- \/generated -->)/g,
    (whole, open, name, close) => name in parts ? `${open}\n${parts[name]}\n${close}` : whole,
  );
}

/** A notebook with its last cell the navigation (metadata `"set": "navigation"`), as its file text. */
function withNavigation(text: string, cell: string): string {
  const nb = JSON.parse(text);
  const last = nb.cells.at(-1);
  const source = cell.split(/(?<=\n)/);
  if (last?.metadata?.set === "navigation") last.source = source;
  else nb.cells.push({ cell_type: "markdown", metadata: { set: "navigation" }, source });
  return JSON.stringify(nb, null, 1) + "\n";
}

/** `deno task docs`. */
export const DOCS = command({
  name: "docs",
  summary: "Writes the README's tables of notebooks and parameters, and each notebook's links to its neighbours, " +
    "from lib/config.ts.",
  flags: { check: switchParam("write nothing; fail when a file is not what this task would write") },
  async run({ check }) {
    const notebooks = new Map<string, Notebook>();
    for (const name of NOTEBOOK_NAMES) notebooks.set(name, await readNotebook(notebookPath(name)));
    const titles = new Map(NOTEBOOK_NAMES.map((name) => [name, notebookTitle(notebooks.get(name)!, name)]));
    const files = new Map<string, string>();
    const readme = await Deno.readTextFile(README);
    files.set(README, readmeWith(readme, { notebooks: notebooksTable(notebooks), parameters: parametersTable() }));
    for (const name of NOTEBOOK_NAMES) {
      const path = notebookPath(name);
      files.set(path, withNavigation(await Deno.readTextFile(path), navigation(name, titles)));
    }
    const stale: string[] = [];
    for (const [path, text] of files) {
      if (text === await Deno.readTextFile(path)) continue;
      stale.push(path.slice(PROJECT_ROOT.length + 1));
      if (!check) await writeFileAtomic(path, text);
    }
    if (check && stale.length) throw new Error(`${stale.join(", ")} not as lib/config.ts says: run deno task docs`);
    console.error(`docs: ${stale.length ? `wrote ${stale.join(", ")}` : "everything as lib/config.ts says"}`);
  },
});

if (import.meta.main) await runCommand(DOCS);

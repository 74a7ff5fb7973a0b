/**
 * `deno task html [RUN]`: exports a run's folder again (default `out/default`): its executed notebooks
 * (`RUN/notebooks/`) as pages, by lib/html/export.ts's {@link exportSite}.
 *
 * @module
 */
import { UsageError } from "../common/params.ts";
import { join } from "node:path";
import { exportSite } from "../html/export.ts";
import { isFolder } from "../common/files.ts";
import { command, runCommand } from "./_command.ts";

/** The command's flags. */
export const FLAGS = {};

/** `deno task html`. */
export const HTML = command({
  name: "html",
  summary: "Exports a run's executed notebooks again as pages (the reader's edition, the full notebooks, the index).",
  flags: FLAGS,
  positionals: { name: "RUN", meaning: "a run's folder (default out/default)", most: 1 },
  async run(_flags, [outDir = "out/default"]) {
    const notebooks = join(outDir, "notebooks");
    if (!(await isFolder(notebooks))) throw new UsageError(`no folder ${notebooks}: nothing to export`);
    const result = await exportSite({ outDir });
    console.error(`html: ${result.pages.length} pages written under ${outDir}/`);
  },
});

if (import.meta.main) await runCommand(HTML);

/**
 * `deno task html [RUN]`: exports a run's folder again (default `out/default`): its executed notebooks
 * (`RUN/notebooks/`) as pages, by lib/html/export.ts's {@link exportSite}.
 *
 * @module
 */
import { join } from "node:path";
import { exportSite } from "../html/export.ts";
import { isFolder } from "../common/files.ts";
import { command, UsageError } from "./_command.ts";

const USAGE = "usage: deno task html [RUN] (a run's folder, default out/default)";

if (import.meta.main) {
  await command("html", USAGE, {}, async (_flags, [outDir = "out/default"]) => {
    const notebooks = join(outDir, "notebooks");
    if (!(await isFolder(notebooks))) throw new UsageError(`no folder ${notebooks}: nothing to export (${USAGE})`);
    const result = await exportSite({ outDir });
    console.error(`html: ${result.pages.length} pages written under ${outDir}/`);
  }, { positionals: 1 });
}

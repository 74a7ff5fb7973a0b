/**
 * `deno task html [RUN]`: a run's pages exported again, through the runner's lock and replacement (lib/run/).
 *
 * @module
 */
import { cp } from "node:fs/promises";
import { basename, dirname, join, resolve } from "node:path";
import { UsageError } from "../common/params.ts";
import { exists } from "../common/files.ts";
import { EXPORTED, exportSite } from "../html/export.ts";
import { RUN_RECORD } from "../run/owned_folder.ts";
import { openRunFolder } from "../run/run_folder.ts";
import { command, runCommand } from "./_command.ts";

/** `deno task html`. */
export const HTML = command({
  name: "html",
  summary: "Exports a run's executed notebooks again as pages (the reader's edition, the full notebooks, the index).",
  flags: {},
  positionals: { name: "RUN", meaning: "a run's folder, made by deno task notebooks (default out/default)", most: 1 },
  async run(_flags, [given = "out/default"]) {
    const path = resolve(given);
    if (!(await exists(join(path, RUN_RECORD)))) {
      throw new UsageError(`${given} is not a run's folder (it has no ${RUN_RECORD}); deno task notebooks makes runs`);
    }
    const folder = await openRunFolder(dirname(path), basename(path));
    try {
      for await (const entry of Deno.readDir(path)) {
        if ((EXPORTED as readonly string[]).includes(entry.name)) continue;
        await cp(join(path, entry.name), join(folder.staging, entry.name), { recursive: true });
      }
      const result = await exportSite({ outDir: folder.staging });
      await folder.commit();
      console.error(`html: ${result.pages.length} pages written; ${given} replaced`);
    } finally {
      await folder.release();
    }
  },
});

if (import.meta.main) await runCommand(HTML);

/**
 * Helpers for the exporter's tests.
 *
 * @module
 */
import { cp } from "node:fs/promises";

/** A temporary folder holding the executed fixture notebooks and their figures, as the runner leaves them. */
export async function fixtureExport(prefix = "set-export-"): Promise<string> {
  const out = await Deno.makeTempDir({ prefix });
  await cp(new URL("./_testdata/executed/", import.meta.url).pathname, out, { recursive: true });
  return out;
}

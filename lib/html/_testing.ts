/**
 * Helpers for the exporter's tests: an export folder made from the executed fixture notebooks.
 *
 * @module
 */
import { copyTree } from "./folders.ts";

/** The executed fixture notebooks and their figures, as the runner leaves them: `notebooks/`, `figures/en/`. */
export const EXECUTED_FIXTURES = new URL("./_testdata/executed/", import.meta.url).pathname;

/** A temporary export folder holding a copy of {@link EXECUTED_FIXTURES}; the caller removes it. */
export async function fixtureExport(prefix = "set-export-"): Promise<string> {
  const out = await Deno.makeTempDir({ prefix });
  await copyTree(EXECUTED_FIXTURES, out);
  return out;
}

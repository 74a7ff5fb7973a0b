/**
 * The result files in data/ that modules read as they load (lib/web/bundle.ts puts their documents in its place).
 *
 * @module
 */
import { readResultFile } from "./result_file.ts";

/** The files of data/ that modules read as they load (the pages' bundle holds them), and the task writing each. */
export const BUNDLED_DATA = {
  "exact-counts.json": "exact",
  "exact-counts-small-deck.json": "exact --features 3",
} as const;

/** The document of `data/NAME`; throws a DataFileError when the file cannot be read or is not what its task wrote. */
export function dataDocument(name: keyof typeof BUNDLED_DATA): Record<string, unknown> {
  return readResultFile(new URL(`../../data/${name}`, import.meta.url), { task: BUNDLED_DATA[name] });
}

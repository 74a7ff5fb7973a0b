/**
 * The text of a file in data/, read when asked (synchronously, so that modules can check their data as they load,
 * without a top-level await, which the pages' classic scripts cannot hold). The pages' bundle (lib/web/bundle.ts)
 * puts a module holding the texts of {@link BUNDLED_DATA} in this one's place, so that the browser reads no file.
 *
 * @module
 */
import { DataFileError, dataFileName } from "./data_file.ts";

/** The files of data/ that modules read as they load: the ones the pages' bundle holds. */
export const BUNDLED_DATA = ["references.json", "exact-counts.json", "exact-counts-small-deck.json"] as const;

/** A file of data/, by name. */
export const dataFile = (name: (typeof BUNDLED_DATA)[number]): URL => new URL(`../../data/${name}`, import.meta.url);

/**
 * The text of `data/NAME`.
 *
 * @throws {DataFileError} `data/NAME: cannot be read (WHY)`.
 */
export function dataText(name: (typeof BUNDLED_DATA)[number]): string {
  try {
    return Deno.readTextFileSync(dataFile(name));
  } catch (error) {
    const why = String((error as Error)?.message ?? error).split("\n")[0];
    throw new DataFileError(dataFileName(dataFile(name)), `cannot be read (${why})`);
  }
}

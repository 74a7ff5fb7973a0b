/**
 * The result files in data/ that modules read as they load (synchronously: the pages' classic scripts hold no
 * top-level await). The pages' bundle (lib/web/bundle.ts) puts a module holding their documents in this one's place.
 *
 * @module
 */
import { DataFileError, dataFileName, parseResultText } from "./result_file.ts";

/** The files of data/ that modules read as they load, and the task that writes each: the ones the pages' bundle holds. */
export const BUNDLED_DATA = {
  "exact-counts.json": "exact",
  "exact-counts-small-deck.json": "exact --features 3",
} as const;

const dataFile = (name: keyof typeof BUNDLED_DATA) => new URL(`../../data/${name}`, import.meta.url);

/**
 * The document of `data/NAME`, once its digest is checked.
 *
 * @throws {DataFileError} `data/NAME: cannot be read (WHY)`, or as `parseResultText`: the file is not what its task
 *   wrote.
 */
export function dataDocument(name: keyof typeof BUNDLED_DATA): Record<string, unknown> {
  let text: string;
  try {
    text = Deno.readTextFileSync(dataFile(name));
  } catch (error) {
    throw new DataFileError(
      dataFileName(dataFile(name)),
      `cannot be read (${(error as Error).message.split("\n")[0]})`,
    );
  }
  return parseResultText(dataFile(name), text, BUNDLED_DATA[name]);
}

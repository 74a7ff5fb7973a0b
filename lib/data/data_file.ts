/**
 * Reading a JSON document of ours (the files in `data/`) and checking it against its schema
 * (./schema.ts), so that nothing in it is shown before it is checked. Every failure is one line
 * naming the file, then where in it and what is wrong:
 *
 * - `data/coverage.json: cells[3].coverage: 1.5 is not a probability in [0, 1]`
 * - `data/references.json: not valid JSON (Unterminated string in JSON at position 2991 (line 63 column 12))`
 * - `data/exact-counts.json: cannot be read (No such file or directory (os error 2): readfile '…')`
 *
 * Files in the repository's `data/` folder are named `data/NAME`; others by the path as given.
 * Only {@link readDataFile} needs Deno (to read); the rest runs anywhere (a bundle for the web).
 *
 * @module
 */
import { type Schema, SchemaError } from "./schema.ts";

/** A data file that cannot be read or does not fit its schema: `FILE: PATH: REASON`, one line. */
export class DataFileError extends Error {
  override name = "DataFileError";
  /**
   * @param file The file, as {@link dataFileName} names it.
   * @param reason What is wrong, with where in the file when it is a field.
   */
  constructor(readonly file: string, readonly reason: string) {
    super(`${file}: ${reason}`);
  }
}

/**
 * The repository's `data/` folder. (In the pages' bundle a module has no URL, and files are named by
 * {@link dataFileName} only: there it stands for `data/` beside a page.)
 */
export const DATA_FOLDER: URL = new URL("../../data/", import.meta.url ?? "file:///page/lib/data/");

/**
 * How messages name a file: `data/NAME` for a file of the repository's `data/` folder, the path
 * as given otherwise (a `file:` URL as its path).
 *
 * @example
 * ```ts
 * import { DATA_FOLDER, dataFileName } from "./data_file.ts";
 * import { equal } from "node:assert/strict";
 * equal(dataFileName(new URL("coverage.json", DATA_FOLDER)), "data/coverage.json");
 * equal(dataFileName("/tmp/x/coverage.json"), "/tmp/x/coverage.json");
 * ```
 */
export function dataFileName(file: string | URL): string {
  const href = file instanceof URL ? file.href : undefined;
  if (href?.startsWith(DATA_FOLDER.href)) return `data/${decodeURIComponent(href.slice(DATA_FOLDER.href.length))}`;
  if (file instanceof URL) return file.protocol === "file:" ? decodeURIComponent(file.pathname) : file.href;
  return file;
}

// The first line of an error's message.
function firstLine(error: unknown): string {
  return (error instanceof Error ? error.message : String(error)).split("\n")[0];
}

/**
 * Checks a document already parsed (a JSON import, say) against its schema.
 *
 * @param file Where it was read from, for messages.
 * @returns The document, typed, frozen (deeply) so that what was checked stays as it was.
 * @throws {DataFileError} `FILE: PATH: VALUE is not EXPECTED`.
 * @example
 * ```ts
 * import { checkDataFile } from "./data_file.ts";
 * import * as schema from "./schema.ts";
 * import { throws } from "node:assert/strict";
 * const shape = schema.object<{ p: number }>({ p: schema.probability() });
 * throws(() => checkDataFile("data/x.json", { p: -0.3 }, shape), {
 *   name: "DataFileError",
 *   message: "data/x.json: p: -0.3 is not a probability in [0, 1]",
 * });
 * ```
 */
export function checkDataFile<T>(file: string | URL, document: unknown, schema: Schema<T>): T {
  try {
    return deepFreeze(schema.check(document, ""));
  } catch (error) {
    if (error instanceof SchemaError) throw new DataFileError(dataFileName(file), error.message);
    throw error;
  }
}

/**
 * Parses JSON text and checks it against its schema: {@link checkDataFile} after `JSON.parse`.
 *
 * @throws {DataFileError} `FILE: not valid JSON (WHY)`, or as {@link checkDataFile}.
 * @example
 * ```ts
 * import { parseDataFile } from "./data_file.ts";
 * import * as schema from "./schema.ts";
 * import { throws } from "node:assert/strict";
 * const shape = schema.object<{ p: number }>({ p: schema.probability() });
 * throws(() => parseDataFile("data/x.json", '{"p": "0.', shape), /^DataFileError: data\/x\.json: not valid JSON \(Unterminated string/);
 * throws(() => parseDataFile("data/x.json", " \n", shape), /^DataFileError: data\/x\.json: not valid JSON \(the file is empty\)$/);
 * ```
 */
export function parseDataFile<T>(file: string | URL, text: string, schema: Schema<T>): T {
  let document: unknown;
  try {
    if (text.trim() === "") throw new SyntaxError("the file is empty");
    document = JSON.parse(text);
  } catch (error) {
    throw new DataFileError(dataFileName(file), `not valid JSON (${firstLine(error)})`);
  }
  return checkDataFile(file, document, schema);
}

// Documents read, by schema, then by file: each read and checked once (failures are not kept, so a
// file mended after an error is read again).
const cache = new WeakMap<Schema<unknown>, Map<string, Promise<unknown>>>();

/**
 * Reads a JSON file and checks it against its schema, once: later calls with the same file
 * and schema return the same checked document (a file changed after it was read is not read
 * again; a failure is not kept). Cost: reading and parsing the file, then the schema's checks.
 *
 * @param file A path or a `file:` URL.
 * @param schema What the document must be.
 * @returns The document, typed and frozen.
 * @throws {DataFileError} `FILE: cannot be read (WHY)`, `FILE: not valid JSON (WHY)`, or `FILE: PATH: REASON`.
 * @example
 * ```ts
 * import { readDataFile } from "./data_file.ts";
 * import * as schema from "./schema.ts";
 * import { equal, rejects } from "node:assert/strict";
 * const dir = await Deno.makeTempDir();
 * const shape = schema.object<{ seeds: number }>({ seeds: schema.positiveInteger() });
 * await Deno.writeTextFile(`${dir}/a.json`, '{"seeds": 2000}');
 * equal((await readDataFile(`${dir}/a.json`, shape)).seeds, 2000);
 * await Deno.writeTextFile(`${dir}/b.json`, '{"seeds": -5}');
 * await rejects(readDataFile(`${dir}/b.json`, shape), { message: `${dir}/b.json: seeds: -5 is not a positive integer` });
 * await rejects(readDataFile(`${dir}/none.json`, shape), /none\.json: cannot be read \(No such file/);
 * await Deno.remove(dir, { recursive: true });
 * ```
 */
export function readDataFile<T>(file: string | URL, schema: Schema<T>): Promise<T> {
  const key = file instanceof URL ? file.href : file;
  let files = cache.get(schema);
  if (!files) cache.set(schema, files = new Map());
  let pending = files.get(key) as Promise<T> | undefined;
  if (!pending) {
    pending = read(file).then((text) => parseDataFile(file, text, schema));
    files.set(key, pending);
    pending.catch(() => files.delete(key));
  }
  return pending;
}

async function read(file: string | URL): Promise<string> {
  try {
    return await Deno.readTextFile(file);
  } catch (error) {
    throw new DataFileError(dataFileName(file), `cannot be read (${firstLine(error)})`);
  }
}

// Freezes a checked document and everything in it.
function deepFreeze<T>(value: T): T {
  if (typeof value === "object" && value !== null && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const element of Object.values(value)) deepFreeze(element);
  }
  return value;
}

/**
 * Result files: the JSON documents our tasks write, each with a `digest` on its second line, `"digest": "sha256:HEX"`,
 * the SHA-256 of the file's text with that value blank (node:crypto's, synchronous, so modules can check as they load).
 *
 * @module
 */
import { createHash } from "node:crypto";
import { writeFileAtomic } from "../common/files.ts";

/** A data file that cannot be read or is not what its task wrote: `FILE: REASON`, one line. */
export class DataFileError extends Error {
  override name = "DataFileError";
  /** `file` as {@link dataFileName} names it. */
  constructor(readonly file: string, readonly reason: string) {
    super(`${file}: ${reason}`);
  }
}

/** The repository's `data/` folder. */
export const DATA_FOLDER: URL = new URL("../../data/", import.meta.url);

/** How messages name a file: `data/NAME` in the repository's `data/` folder, else the path (a `file:` URL's path). */
export function dataFileName(file: string | URL): string {
  const href = file instanceof URL ? file.href : undefined;
  if (href?.startsWith(DATA_FOLDER.href)) return `data/${decodeURIComponent(href.slice(DATA_FOLDER.href.length))}`;
  return file instanceof URL ? decodeURIComponent(file.pathname) : file;
}

const BLANK = '{\n  "digest": "",\n';
const STAMPED = /^\{\n {2}"digest": "(sha256:[0-9a-f]{64})",\n/;

const sha256 = (text: string) => `sha256:${createHash("sha256").update(text).digest("hex")}`;

/** A result document as its file's text: indented JSON with a final newline, a fresh `digest` first. */
export function resultText(document: object): string {
  const { digest: _, ...rest } = document as { digest?: unknown };
  const blank = JSON.stringify({ digest: "", ...rest }, null, 2) + "\n";
  return `{\n  "digest": "${sha256(blank)}",\n${blank.slice(BLANK.length)}`;
}

/**
 * Checks the `text` of a result `file` against its digest and parses it, else throws a DataFileError naming the file
 * and how to make it again with `task`, the `deno task` that writes it, flags but `--out` (`"coverage --features 3"`).
 */
export function parseResultText(file: string | URL, text: string, task: string): Record<string, unknown> {
  const name = dataFileName(file);
  const stamped = STAMPED.exec(text);
  const regenerate = `regenerate it: deno task ${task} --out ${name} --force`;
  if (!stamped) throw new DataFileError(name, `has no digest on its second line; ${regenerate}`);
  if (sha256(BLANK + text.slice(stamped[0].length)) !== stamped[1]) {
    throw new DataFileError(name, `edited by hand or damaged (its digest does not match); ${regenerate}`);
  }
  return JSON.parse(text);
}

/**
 * Reads a result file synchronously; throws a DataFileError `FILE: cannot be read (WHY)`, or unless its text is what
 * `task` wrote ({@link parseResultText}).
 */
export function readResultFile<T>(file: string | URL, { task }: { task: string }): T {
  let text: string;
  try {
    text = Deno.readTextFileSync(file);
  } catch (error) {
    throw new DataFileError(dataFileName(file), `cannot be read (${String((error as Error).message).split("\n")[0]})`);
  }
  return parseResultText(file, text, task) as T;
}

/** The document as JSON without its digest, date and seconds: equal for two runs that found the same. */
function found(document: object): string {
  return JSON.stringify(Object.entries(document).filter(([key]) => !["digest", "date", "seconds"].includes(key)));
}

/**
 * Writes command `name`'s result into `out` (never over a file that appeared meanwhile unless `force`, and kept when
 * it holds the same result but for date and seconds) and, with `json`, on stdout; returns `json` (print nothing else).
 */
export async function writeResult(
  name: string,
  document: object,
  { json, out, force }: { json: boolean; out?: string; force: boolean },
): Promise<boolean> {
  const text = resultText(document);
  let kept = false;
  try {
    kept = out !== undefined && force && found(readResultFile<object>(out, { task: name })) === found(document);
  } catch { /* not a file its task wrote: replaced */ }
  if (kept) {
    console.error(`${name}: kept ${out}: it holds the same result (only its date and seconds would change)`);
  } else if (out !== undefined) {
    await writeFileAtomic(out, text, { replace: force }).catch((error) => {
      if (!(error instanceof Deno.errors.AlreadyExists)) throw error;
      throw new Error(`--out ${out} was created by something else while this ran; not replacing it`);
    });
    console.error(`${name}: wrote ${out}`);
  }
  if (json) console.log(text.trimEnd());
  return json;
}

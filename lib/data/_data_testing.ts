/**
 * Helpers for the tests of the data-file readers (`references_test.ts`, `read_coverage_study_test.ts`,
 * `read_exact_counts_test.ts`): write a corrupted copy of a data file where it would be,
 * `data/NAME` in a fresh temporary folder, read it, and return the one line that refused it.
 *
 * @module
 */
import { equal, ok } from "node:assert/strict";
import { DataFileError } from "./data_file.ts";

/** A deep copy of a (frozen) document with `change` applied to it. */
export function corrupt<T>(document: T, change: (copy: T) => void): T {
  const copy = structuredClone(document);
  change(copy);
  return copy;
}

/**
 * Writes `content` (text as it is, anything else as JSON) to `data/NAME` in a new temporary
 * folder, reads it with `read`, and returns what `read` gives; the folder is removed after.
 */
export async function readCopy<T>(name: string, content: unknown, read: (path: string) => Promise<T>): Promise<T> {
  const dir = await Deno.makeTempDir();
  try {
    await Deno.mkdir(`${dir}/data`);
    const path = `${dir}/data/${name}`;
    await Deno.writeTextFile(path, typeof content === "string" ? content : JSON.stringify(content, null, 2));
    return await read(path);
  } catch (error) {
    if (error instanceof DataFileError && error.message.startsWith(`${dir}/`)) {
      throw new DataFileError(error.file.slice(dir.length + 1), error.reason);
    }
    throw error;
  } finally {
    await Deno.remove(dir, { recursive: true });
  }
}

/**
 * {@link readCopy}, expecting a refusal: returns its message with the temporary folder cut off,
 * `data/NAME: …`. Fails when the copy is accepted, or refused otherwise than with one line.
 */
export async function refusal(
  name: string,
  content: unknown,
  read: (path: string) => Promise<unknown>,
): Promise<string> {
  const error = await readCopy(name, content, read).then(() => undefined, (error) => error);
  ok(error instanceof DataFileError, `data/${name} was accepted, or refused by ${error}`);
  equal(error.message.includes("\n"), false, "one line");
  ok(error.message.startsWith(`data/${name}: `), error.message);
  return error.message;
}

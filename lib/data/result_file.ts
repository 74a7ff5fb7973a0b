/**
 * Result files: what a command writes with `--out FILE`.
 *
 * @module
 */
import { writeResultFile } from "../common/files.ts";

const WHEN_FIELDS = ["date", "seconds"];

/** The document as JSON without its {@link WHEN_FIELDS}: equal for two runs that found the same. */
function found(document: unknown): string {
  if (typeof document !== "object" || document === null || Array.isArray(document)) return JSON.stringify(document);
  return JSON.stringify(Object.entries(document).filter(([key]) => !WHEN_FIELDS.includes(key)));
}

/** The JSON document at `path`, or `undefined` when there is none or it is not JSON. */
async function readJson(path: string): Promise<unknown> {
  try {
    return JSON.parse(await Deno.readTextFile(path));
  } catch {
    return undefined;
  }
}

/**
 * Hands a command's result document out as its flags ask: as JSON into the `--out` file
 * ({@link writeResultFile}: never over a file that appeared while the command ran, unless
 * `--force`; a line on stderr says so), and on stdout with `--json`. With `--force`, a file that
 * already holds the same result, all but its date and seconds, is kept as it is (a line says so):
 * rerunning a seeded or exact computation leaves a committed result file unchanged.
 *
 * @returns Whether the JSON went to stdout, so that the command prints nothing else.
 */
export async function writeResult(
  name: string,
  document: unknown,
  { json, out, force }: { json: boolean; out?: string; force: boolean },
): Promise<boolean> {
  const text = JSON.stringify(document, null, 2);
  if (out !== undefined && force && found(await readJson(out)) === found(document)) {
    console.error(`${name}: kept ${out}: it holds the same result (only its date and seconds would change)`);
  } else if (out !== undefined) {
    try {
      await writeResultFile(out, text + "\n", { force });
    } catch (error) {
      if (error instanceof Deno.errors.AlreadyExists) {
        throw new Error(`--out ${out} was created by something else while this ran; not replacing it`);
      }
      throw error;
    }
    console.error(`${name}: wrote ${out}`);
  }
  if (json) console.log(text);
  return json;
}

/**
 * Executed Jupyter notebooks (nbformat 4) as the exporter reads them, and what the index needs of each.
 *
 * @module
 */
import { PARAMETERS_MIME } from "../run/start.ts";

/** A MIME bundle: MIME type → data (a string, lines of a string, or JSON for `+json` types). */
export type MimeBundle = Record<string, unknown>;

/** One output of a code cell, as nbformat 4 stores it. */
export type Output =
  | { output_type: "stream"; name: "stdout" | "stderr"; text: string | string[] }
  | { output_type: "display_data"; data: MimeBundle; metadata?: Record<string, unknown> }
  | { output_type: "execute_result"; data: MimeBundle; metadata?: Record<string, unknown>; execution_count?: number }
  | { output_type: "error"; ename: string; evalue: string; traceback: string[] };

/** A markdown, code or raw cell. */
export interface Cell {
  cell_type: "markdown" | "code" | "raw";
  source: string | string[];
  metadata?: Record<string, unknown>;
  outputs?: Output[];
  execution_count?: number | null;
}

/** A notebook: its cells and metadata. */
export interface Notebook {
  cells: Cell[];
  metadata?: Record<string, unknown>;
  nbformat?: number;
  nbformat_minor?: number;
}

/**
 * Reads and checks a notebook file, leaving out the cells of metadata `"set": "record"` and `"navigation"` (the
 * runner's record note, the links): a page has its own header and footer.
 *
 * @throws {Error} naming the file when it is not JSON or has no `cells` array.
 */
export async function readNotebook(path: string): Promise<Notebook> {
  const value: unknown = await Deno.readTextFile(path).then(JSON.parse).catch((error: Error) => {
    throw new Error(`${path}: not a notebook (${error.message})`);
  });
  if (!value || typeof value !== "object" || !Array.isArray((value as Notebook).cells)) {
    throw new Error(`${path}: not a notebook (no cells array)`);
  }
  const nb = value as Notebook;
  return { ...nb, cells: nb.cells.filter((cell) => !["record", "navigation"].includes(cell.metadata?.set as string)) };
}

/** Text as nbformat stores it, a string or a list of lines, joined. */
export function joinText(text: unknown): string {
  if (Array.isArray(text)) return text.join("");
  return typeof text === "string" ? text : "";
}

/** The title of a notebook: the text of the first level-1 heading of its first markdown cell. */
export function notebookTitle(nb: Notebook, fallback: string): string {
  const first = nb.cells.find((cell) => cell.cell_type === "markdown");
  const heading = first && /^#\s+(.+?)\s*#*\s*$/m.exec(joinText(first.source));
  return heading ? heading[1] : fallback;
}

/**
 * The paragraph of the first markdown cell that starts with `**The question.**`, without it; a last sentence ending
 * in a colon is left out, and one that stops mid-sentence takes the display formula after.
 */
export function notebookQuestion(nb: Notebook): string | undefined {
  const first = nb.cells.find((cell) => cell.cell_type === "markdown");
  if (!first) return undefined;
  const paragraphs = joinText(first.source).split(/\n\s*\n/).map((p) => p.trim());
  const at = paragraphs.findIndex((p) => p.startsWith("**The question.**"));
  if (at < 0) return undefined;
  let question = paragraphs[at].slice("**The question.**".length).trim();
  if (question.endsWith(":")) {
    const sentences = [...question.matchAll(/[.?!](?=\s+[A-Z*_])/g)];
    if (sentences.length) question = question.slice(0, sentences.at(-1)!.index! + 1);
  } else if (/[\p{L}\p{N},]$/u.test(question) && paragraphs[at + 1]?.startsWith("$$")) {
    question += "\n\n" + paragraphs[at + 1];
  }
  return question;
}

/** The notebook's parameters as it displayed them: the first output's object under `PARAMETERS_MIME`. */
export function notebookParameters(nb: Notebook): Record<string, unknown> | undefined {
  for (const cell of nb.cells) {
    for (const output of cell.outputs ?? []) {
      if (output.output_type !== "display_data" && output.output_type !== "execute_result") continue;
      let value = output.data[PARAMETERS_MIME];
      if (typeof value === "string" || Array.isArray(value)) value = JSON.parse(joinText(value));
      if (value && typeof value === "object") return value as Record<string, unknown>;
    }
  }
  return undefined;
}

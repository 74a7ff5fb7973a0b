/**
 * Names made of parameters (runs, task files): canonical (fixed order, no defaults), injective on any file system.
 *
 * @module
 */
import { createHash } from "node:crypto";
import { defaults, type ParameterName, PARAMETERS, type ParameterValues } from "../config.ts";

const NAMES = Object.keys(PARAMETERS) as ParameterName[];

/** A parameter's environment variable: `SET_` and its name in capitals, words split by `_`. */
export function envName(name: ParameterName): string {
  return `SET_${name.replace(/[A-Z]/g, (c) => `_${c}`).toUpperCase()}`;
}

/** A parameter's part of a run name: its name in lowercase, words split by `-` (`timing-runs`). */
function slugName(name: string): string {
  return name.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`);
}

/** The parameters that differ from the defaults, in the order of lib/config.ts. */
export function changedParameters(values: ParameterValues): Partial<ParameterValues> {
  const base = defaults();
  return Object.fromEntries(NAMES.filter((name) => values[name] !== base[name]).map((name) => [name, values[name]]));
}

/**
 * A value in a name: a number or plain text (`[a-z0-9][a-z0-9.-]{0,31}`) as it is; other text as a readable part,
 * `~` and 10 hex digits of its SHA-256.
 */
function valueSlug(value: string | number): string {
  const text = String(value);
  if (typeof value === "number" || /^[a-z0-9][a-z0-9.-]{0,31}$/.test(text)) return text;
  const readable = text.toLowerCase().replace(/[^a-z0-9.]+/g, "-").replace(/^[-.]+|-+$/g, "").slice(0, 24) || "x";
  return `${readable}~${createHash("sha256").update(text, "utf8").digest("hex").slice(0, 10)}`;
}

/** A name made of parameters: `name-value` for each, joined by `_`, in the order given (`default` for none). */
export function slugOf(parameters: Record<string, string | number>): string {
  const parts = Object.entries(parameters).map(([name, value]) =>
    // A choice (lang) differs from the others in more than case.
    `${slugName(name)}-${name === "lang" ? String(value).toLowerCase() : valueSlug(value)}`
  );
  return parts.length ? parts.join("_") : "default";
}

/** A run folder's name: `default` when every parameter has its default, else the changed ones ({@link slugOf}). */
export function runName(values: ParameterValues): string {
  return slugOf(changedParameters(values) as Record<string, string | number>);
}

/**
 * What every result file of ours records about how it was made.
 *
 * @module
 */
import config from "../../deno.json" with { type: "json" };

/** Versions of Deno, V8, TypeScript and the npm packages this project pins. */
export interface Versions {
  deno: string;
  v8: string;
  typescript: string;
  packages: Record<string, string>;
}

/** What a result file records of how it was made: the versions, when it started (ISO 8601), the seconds it took. */
export interface ResultStamp {
  versions: Versions;
  date: string;
  seconds: number;
}

/** The versions in force: Deno's (`"none"` in a browser), and each npm package's as deno.json pins it. */
export function versions(): Versions {
  const packages: Record<string, string> = {};
  for (const [name, specifier] of Object.entries(config.imports as Record<string, string>)) {
    const match = /^npm:(@?[^@]+)@(.+)$/.exec(specifier);
    if (match && !name.startsWith("@types/")) packages[match[1]] = match[2];
  }
  const runtime = (globalThis as { Deno?: typeof Deno }).Deno?.version;
  const { deno, v8, typescript } = runtime ?? { deno: "none", v8: "none", typescript: "none" };
  return { deno, v8, typescript, packages };
}

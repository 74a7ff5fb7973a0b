/**
 * PNG renders kept between runs (0.1–0.4 s each at print size), named by the SHA-256 of all a render depends on,
 * written atomically, at most {@link MAX_FILES}. The cache never fails a render: one it cannot read or write is unused.
 * @module
 */
import { join } from "node:path";
import { homedir } from "node:os";
import { createHash } from "node:crypto";

/** The most renders kept; beyond it the least recently used fifth is removed. About 200 kB each. */
export const MAX_FILES = 500;

/** The cache's folder: `$XDG_CACHE_HOME/set-notebooks/png`, else `~/.cache/set-notebooks/png`. */
export function cacheFolder(env: { get(name: string): string | undefined } = Deno.env): string {
  return join(env.get("XDG_CACHE_HOME") || join(homedir(), ".cache"), "set-notebooks", "png");
}

/** The name of a render in the cache: the SHA-256 (hex) of its inputs, each given as text. */
export function renderKey(inputs: readonly string[]): string {
  return createHash("sha256").update(JSON.stringify(inputs)).digest("hex");
}

const SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const IEND = [0x49, 0x45, 0x4e, 0x44, 0xae, 0x42, 0x60, 0x82]; // the last chunk's type and CRC

// Whether the bytes begin with PNG's signature and end with its IEND chunk: a whole file, not a torn one.
const wholePng = (bytes: Uint8Array) =>
  bytes.length > SIGNATURE.length + IEND.length && SIGNATURE.every((byte, i) => bytes[i] === byte) &&
  IEND.every((byte, i) => bytes[bytes.length - IEND.length + i] === byte);

/** The PNG for `inputs` (all a render depends on): the cached one when whole (marked used), else `render()`'s, kept. */
export function cachedPng(inputs: readonly string[], render: () => Uint8Array, folder = cacheFolder()): Uint8Array {
  const path = join(folder, `${renderKey(inputs)}.png`);
  try {
    const kept = Deno.readFileSync(path);
    if (wholePng(kept)) {
      attempt(() => Deno.utimeSync(path, new Date(), new Date()));
      return kept;
    }
  } catch { /* not cached, or the folder cannot be read */ }
  const png = render();
  attempt(() => {
    Deno.mkdirSync(folder, { recursive: true });
    const temporary = `${path}.${Deno.pid}.${crypto.randomUUID().slice(0, 8)}.tmp`;
    Deno.writeFileSync(temporary, png);
    Deno.renameSync(temporary, path);
    prune(folder);
  });
  return png;
}

function attempt(action: () => void): void {
  try {
    action();
  } catch { /* no cache, this time */ }
}

// Removes the least recently used fifth of the renders beyond MAX_FILES, and temporary files an hour old.
function prune(folder: string): void {
  const entries = [...Deno.readDirSync(folder)].filter((entry) => entry.isFile).map(({ name }) => join(folder, name));
  const time = (path: string) => Deno.statSync(path).mtime?.getTime() ?? 0;
  for (const path of entries.filter((path) => path.endsWith(".tmp"))) {
    attempt(() => Date.now() - time(path) > 3_600_000 && Deno.removeSync(path));
  }
  const files = entries.filter((path) => path.endsWith(".png"));
  if (files.length <= MAX_FILES) return;
  const used = files.map((path) => ({ path, time: time(path) })).sort((a, b) => a.time - b.time);
  for (const { path } of used.slice(0, files.length - Math.floor(MAX_FILES * 0.8))) {
    attempt(() => Deno.removeSync(path));
  }
}

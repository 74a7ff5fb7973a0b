import { deepEqual, equal, notDeepEqual, notEqual } from "node:assert/strict";
import { join } from "node:path";
import { cachedPng, cacheFolder, MAX_FILES, renderKey } from "./png_cache.ts";
import { toPng } from "./render.ts";
import { withTempDir } from "./_helpers_test.ts";

// The smallest byte string the cache takes for a whole PNG: the signature, a byte, then the IEND chunk.
const SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const IEND = [0, 0, 0, 0, 0x49, 0x45, 0x4e, 0x44, 0xae, 0x42, 0x60, 0x82];
const png = (fill: number) => Uint8Array.from([...SIGNATURE, fill, ...IEND]);

Deno.test("cachedPng() renders once for the same inputs, and again for inputs that differ in any part", () =>
  withTempDir((folder) => {
    let renders = 0;
    const render = () => png(++renders);
    deepEqual(cachedPng(["<svg/>", "en", "2"], render, folder), png(1));
    deepEqual(cachedPng(["<svg/>", "en", "2"], render, folder), png(1));
    deepEqual(cachedPng(["<svg/>", "zh-TW", "2"], render, folder), png(2));
    deepEqual(cachedPng(["<svg/>", "en", "1"], render, folder), png(3));
    equal(renders, 3);
  }));

Deno.test("cachedPng() renders again over a cached file that is not a whole PNG", () =>
  withTempDir((folder) => {
    const inputs = ["<svg/>", "en"];
    Deno.writeFileSync(join(folder, `${renderKey(inputs)}.png`), png(7).subarray(0, 12)); // torn: no IEND
    deepEqual(cachedPng(inputs, () => png(1), folder), png(1));
    deepEqual(Deno.readFileSync(join(folder, `${renderKey(inputs)}.png`)), png(1));
  }));

Deno.test("cachedPng() still renders when its folder cannot be written", () =>
  withTempDir((folder) => {
    const notAFolder = join(folder, "file");
    Deno.writeTextFileSync(notAFolder, "");
    deepEqual(cachedPng(["<svg/>"], () => png(1), notAFolder), png(1));
    deepEqual(cachedPng(["<svg/>"], () => png(2), notAFolder), png(2));
  }));

Deno.test("cachedPng() keeps at most MAX_FILES renders, removing the least recently used first", () =>
  withTempDir((folder) => {
    const file = (inputs: string[]) => join(folder, `${renderKey(inputs)}.png`);
    const put = (inputs: string[], hoursAgo: number) => {
      Deno.writeFileSync(file(inputs), png(0));
      const then = new Date(Date.now() - hoursAgo * 3_600_000);
      Deno.utimeSync(file(inputs), then, then);
    };
    put(["used a day ago"], 24);
    for (let i = 0; i < MAX_FILES - 1; i++) put([`figure ${i}`], 1);
    cachedPng(["figure 0"], () => png(1), folder); // a hit: figure 0 is now the most recently used
    cachedPng(["a new figure"], () => png(1), folder); // one more than MAX_FILES: the least recently used go
    const left = new Set([...Deno.readDirSync(folder)].map((entry) => join(folder, entry.name)));
    equal(left.size, Math.floor(MAX_FILES * 0.8));
    equal(left.has(file(["used a day ago"])), false);
    equal(left.has(file(["figure 0"])), true);
    equal(left.has(file(["a new figure"])), true);
  }));

Deno.test("cacheFolder() is set-notebooks/png under $XDG_CACHE_HOME, else under ~/.cache", () => {
  equal(cacheFolder(new Map([["XDG_CACHE_HOME", "/tmp/c"]])), "/tmp/c/set-notebooks/png");
  equal(cacheFolder(new Map()).endsWith("/.cache/set-notebooks/png"), true);
});

Deno.test("renderKey() is a SHA-256 in hex that tells apart inputs split differently", () => {
  equal(renderKey(["<svg/>", "en", "2"]).length, 64);
  notEqual(renderKey(["a", "bc"]), renderKey(["ab", "c"]));
});

Deno.test("toPng() gives the same bytes from the cache as from a render, and another PNG for another SVG", () => {
  const svg = (width: number) =>
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="20"><text x="2" y="15">${Math.random()}</text></svg>`;
  const figure = { svg: svg(64), lang: "en" as const };
  const first = toPng(figure, { scale: 1 });
  deepEqual(toPng(figure, { scale: 1 }), first);
  notDeepEqual(toPng({ svg: svg(65), lang: "en" }, { scale: 1 }), first);
});

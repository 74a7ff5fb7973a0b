import { deepEqual, equal, match } from "node:assert/strict";
import { join } from "node:path";
import { fixtureExport } from "../html/_testing.ts";
import { runCommand } from "./_testing.ts";

const SCRIPT = new URL("./html.ts", import.meta.url).pathname;
const PROJECT = new URL("../..", import.meta.url).pathname;

/** Every file under a folder with its bytes, for comparing a folder before and after. */
function snapshot(dir: string): Record<string, string> {
  const files: Record<string, string> = {};
  const walk = (at: string) => {
    for (const entry of Deno.readDirSync(at)) {
      const path = join(at, entry.name);
      if (entry.isDirectory) walk(path);
      else files[path.slice(dir.length)] = Deno.readTextFileSync(path);
    }
  };
  walk(dir);
  return files;
}

Deno.test("html refuses a folder that is not a run's, even one with notebooks/, and leaves it byte for byte", async () => {
  const dir = await fixtureExport();
  await Deno.writeTextFile(join(dir, "index.html"), "mine");
  await Deno.mkdir(join(dir, "assets"));
  await Deno.writeTextFile(join(dir, "assets", "style.css"), "mine too");
  const before = snapshot(dir);
  const { code, stderr } = await runCommand(SCRIPT, [dir]);
  equal(code, 2);
  match(stderr, /^html: .* is not a run's folder \(it has no run\.json\); deno task notebooks makes runs\n$/);
  deepEqual(snapshot(dir), before);
  await Deno.remove(dir, { recursive: true });
});

Deno.test("html . (the project itself) is refused, and writes no page into it", async () => {
  const { code, stderr } = await runCommand(SCRIPT, [PROJECT]);
  equal(code, 2);
  match(stderr, /is not a run's folder/);
  equal(await Deno.stat(join(PROJECT, "index.html")).then(() => true, () => false), false);
});

Deno.test("html RUN re-exports a run's pages in one step, under the run's lock, keeping its other files", async () => {
  const root = await Deno.makeTempDir();
  const run = join(root, "default");
  await Deno.rename(await fixtureExport(), run);
  await Deno.writeTextFile(join(run, "run.json"), JSON.stringify({ task: "notebooks", name: "default" }));
  await Deno.writeTextFile(join(run, "index.html"), "stale");
  const kept = snapshot(run);
  const { code, stderr } = await runCommand(SCRIPT, [run]);
  equal(code, 0, stderr);
  match(stderr, /html: \d+ pages written; .* replaced/);
  const after = snapshot(run);
  for (const file of ["/run.json", "/notebooks/01-quick.ipynb", "/figures/en/figures.json"]) {
    equal(after[file], kept[file]);
  }
  match(after["/index.html"], /<html/);
  deepEqual(Deno.readDirSync(join(root, ".runs")).toArray().map((entry) => entry.name), ["default.lock"]);
  await Deno.remove(root, { recursive: true });
});

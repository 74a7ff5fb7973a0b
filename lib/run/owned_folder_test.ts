import { equal, rejects } from "node:assert/strict";
import { DEFAULT_OUT, ownFolder, shownPath } from "./owned_folder.ts";

Deno.test("shownPath() shows a path inside the project relative to it, any other as it is", () => {
  equal(shownPath(`${DEFAULT_OUT}/default`), "out/default");
  equal(shownPath("/tmp/runs"), "/tmp/runs");
});

Deno.test("ownFolder() makes a folder the task's own, accepts it again, and refuses a folder without its marker", async () => {
  const dir = await Deno.makeTempDir();
  try {
    await ownFolder(`${dir}/puzzles`, "puzzle", "--out-dir");
    await ownFolder(`${dir}/puzzles`, "puzzle", "--out-dir");
    await rejects(ownFolder(dir, "puzzle", "--out-dir"), /not a folder of deno task puzzle/);
  } finally {
    await Deno.remove(dir, { recursive: true });
  }
});

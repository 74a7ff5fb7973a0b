import { match } from "node:assert/strict";
import { versions } from "./versions.ts";

Deno.test("versions() reads each npm package's pinned version from deno.json", () => {
  match(versions().packages.seedrandom, /^\d+\.\d+\.\d+$/);
});

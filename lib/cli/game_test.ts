import { deepEqual, equal, match } from "node:assert/strict";
import { GAME } from "./game.ts";
import { badInputCases, runCommand } from "./_testing.ts";

const SCRIPT = new URL("./game.ts", import.meta.url).pathname;

Deno.test("game CLI: bad input gets one line naming the flag and value, exit 2, and no file", async () => {
  await badInputCases(SCRIPT, (out, dir) => [
    [["--games", "0", "--out", out], /--games must be an integer in 1\.\.10,000,000,000, got "0"/],
    [["--games", "1e6"], /--games must be an integer .* got "1e6"/],
    [["--games", "10000000001"], /--games must be an integer in 1\.\.10,000,000,000/],
    [["--policy", "best"], /--policy must be one of first, random, got "best"/],
    [["--features", "5"], /--features must be one of 4, 3, got "5"/],
    [["--workers", "0"], /--workers must be an integer in 1\.\./],
    [["--seed="], /--seed must be 1 to 200 characters.*, got ""/],
    [["--out="], /--out must be a file, got ""/],
    [["--force"], /flag --force needs --out FILE/],
    [["--gmes", "5"], /unknown flag "--gmes"/],
    [["--out", `${dir}/none/x.json`], /folder .*none does not exist/],
  ], GAME);
});

Deno.test("game CLI: one game runs to the end and says why it has no interval", async () => {
  const { code, stdout, stderr } = await runCommand(SCRIPT, ["--games", "1", "--workers", "1"]);
  equal(code, 0, stderr);
  match(stdout, /1 game, policy random/);
  match(stdout, /12 cards: .*\(no interval: needs 2 games\)/);
  equal(/NaN|Infinity/.test(stdout), false, stdout);
});

Deno.test("game CLI: --json --features 3 plays the Easy Start with the 27 solid cards, every 12-card table holding a SET", async () => {
  const { code, stdout, stderr } = await runCommand(SCRIPT, ["--games", "2000", "--features", "3", "--json"]);
  equal(code, 0, stderr);
  const result = JSON.parse(stdout);
  equal(result.features, 3);
  deepEqual([...new Set(result.byDeck.map((row: { deck: number }) => row.deck))], [15, 12, 9, 6, 3, 0]);
  equal(
    result.byDeck.reduce(
      (sum: number, row: { size: number; noSet: number }) => sum + (row.size === 12 ? row.noSet : 0),
      0,
    ),
    0,
  );
  deepEqual(result.tableSizeNeeded, { 12: 2000, 15: 0, 18: 0, 21: 0 });
});

Deno.test("game CLI: --json records the method (rules and policy), seed, generator, versions and date", async () => {
  const { code, stdout, stderr } = await runCommand(SCRIPT, ["--games", "2000", "--policy", "first", "--json"]);
  equal(code, 0, stderr);
  const result = JSON.parse(stdout);
  for (const key of ["method", "seed", "generator", "versions", "date", "seconds"]) equal(key in result, true, key);
  equal(result.method.includes("the first SET met"), true, result.method);
  equal(result.method.includes("81-card deck"), true, result.method);
  equal(Number.isNaN(Date.parse(result.date)), false, result.date);
});

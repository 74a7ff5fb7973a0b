import { deepEqual, equal } from "node:assert/strict";
import { perPolicy, playPolicies } from "./policies.ts";
import { playMany } from "./play.ts";
import { leftoverShares } from "./stats.ts";

Deno.test("playPolicies() plays each policy as playMany does, reporting progress per policy", async () => {
  const seen: string[] = [];
  const tallies = await playPolicies({
    games: 1_500,
    seed: "policies",
    workers: 0,
    progress: (policy) => (done) => seen.push(`${policy} ${done}`),
  });
  deepEqual(tallies.first, await playMany({ games: 1_500, seed: "policies", policy: "first", workers: 0 }));
  deepEqual(tallies.random, await playMany({ games: 1_500, seed: "policies", policy: "random", workers: 0 }));
  deepEqual(seen, ["first 0", "first 1500", "random 0", "random 1500"]);
});

Deno.test("perPolicy() labels each policy's rows, first's before random's", async () => {
  const tallies = await playPolicies({ games: 500, seed: "labels", workers: 0 });
  const rows = perPolicy(tallies, leftoverShares);
  equal(rows.length, leftoverShares(tallies.first).length + leftoverShares(tallies.random).length);
  deepEqual(rows.filter((r) => r.policy === "random").map(({ policy: _, ...r }) => r), leftoverShares(tallies.random));
  equal(rows[0].policy, "first");
});

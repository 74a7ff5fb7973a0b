/**
 * Speed of complete games by the rules, against the project's target: at least 50,000 complete games a second per core with the
 * `random` policy. `deno bench` times 10,000 games per iteration (so 200 ms per iteration is exactly the target);
 * the lines printed first state games/s on one core and on all cores through the workers.
 */
import { playGames } from "./engine.ts";
import { gameStream, playMany } from "./play.ts";
import { cores } from "../common/parallel.ts";

const GAMES = 10_000;

for (const policy of ["random", "first"] as const) {
  Deno.bench({
    name: `playGames: ${GAMES.toLocaleString("en-US")} complete games, policy ${policy}, one core`,
    group: "game",
    baseline: policy === "random",
    fn() {
      playGames({ games: GAMES, policy, random: gameStream("bench", policy, 0) });
    },
  });
}

Deno.bench({
  name: `playMany: 200,000 complete games, policy random, ${cores()} workers (worker start-up included)`,
  group: "game-parallel",
  n: 3,
  warmup: 1,
  async fn() {
    await playMany({ games: 200_000, seed: "bench", policy: "random", workers: cores() });
  },
});

// The figures in games/s, measured once when the bench module loads.
{
  const random = gameStream("bench-rate", "random", 0);
  playGames({ games: 20_000, policy: "random", random }); // warm-up
  let best = Infinity;
  for (let run = 0; run < 5; run++) {
    const start = performance.now();
    playGames({ games: 50_000, policy: "random", random });
    best = Math.min(best, (performance.now() - start) / 1000);
  }
  const start = performance.now();
  const games = 400_000;
  await playMany({ games, seed: "bench-rate", policy: "random", workers: cores() });
  const seconds = (performance.now() - start) / 1000;
  console.log(
    `game (policy random): ${Math.round(50_000 / best).toLocaleString("en-US")} games/s on one core ` +
      `(best of 5 runs of 50,000; target 50,000); ${Math.round(games / seconds).toLocaleString("en-US")} games/s ` +
      `on ${cores()} workers (${games.toLocaleString("en-US")} games in ${seconds.toFixed(2)} s, ` +
      `${Math.round(games / seconds / cores()).toLocaleString("en-US")} per core)`,
  );
}

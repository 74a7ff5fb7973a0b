/**
 * `deno task game [--games N] [--seed S] [--policy first|random] [--workers W] [--out FILE] [--force] [--json]`
 *
 * Plays complete games of SET by the rules on all cores and prints what they measured: P(no SET) on 12 and 15
 * cards by round, how often the table grows, the cards left at the end, Norvig's first-nine experiment.
 * Progress goes to stderr; `--json` prints the result as JSON, `--out` writes it (atomically).
 *
 * @module
 */
import { main, oneOf, outFlag, parseFlags, positiveInteger, progressReporter, UsageError } from "./args.ts";
import { POLICIES, type Policy } from "../game/engine.ts";
import {
  firstNineNoSet,
  inPlayNoSet,
  leftoverShares,
  noSetByRound,
  type Proportion,
  summarizeGames,
  tableSizeShares,
} from "../game/stats.ts";
import { CHUNK_GAMES, GAME_GENERATOR, playMany } from "../game/play.ts";
import { cores } from "../common/parallel.ts";
import { versions } from "../common/versions.ts";
import { table } from "../figures/display.ts";
import { writeFileAtomic } from "../common/files.ts";

const USAGE =
  "usage: deno task game [--games N] [--seed S] [--policy first|random] [--workers W] [--out FILE] [--force] [--json]";

const percent = (p: number, digits = 2) => Number.isNaN(p) ? "n/a" : `${(100 * p).toFixed(digits)}%`;
const interval = ({ lo, hi, total }: Proportion, digits = 2) =>
  total > 0 ? `[${(100 * lo).toFixed(digits)}, ${(100 * hi).toFixed(digits)}]` : "(no tables)";
const int = (n: number) => n.toLocaleString("en-US");

await main("game", async () => {
  const flags = parseFlags(Deno.args, {
    games: "value",
    seed: "value",
    policy: "value",
    workers: "value",
    out: "value",
    force: "boolean",
    json: "boolean",
    help: "boolean",
  });
  if (flags.help) {
    console.log(USAGE);
    return;
  }
  const games = flags.games === undefined ? 100_000 : positiveInteger("games", flags.games as string);
  const seed = (flags.seed ?? "42") as string;
  if (seed === "") throw new UsageError(`--seed must not be empty`);
  const policy: Policy = flags.policy === undefined ? "random" : oneOf("policy", flags.policy as string, POLICIES);
  const workers = flags.workers === undefined ? cores() : positiveInteger("workers", flags.workers as string, 256);
  const out = await outFlag(flags);

  const date = new Date().toISOString();
  const start = performance.now();
  const tally = await playMany({
    games,
    seed,
    policy,
    workers,
    onProgress: progressReporter(`game ${policy}`, "games"),
  });
  const seconds = (performance.now() - start) / 1000;
  const summary = summarizeGames(tally);
  const result = {
    games,
    policy,
    seed,
    generator: GAME_GENERATOR,
    chunkGames: CHUNK_GAMES,
    workers,
    versions: versions(),
    date,
    byDeck: summary.byDeck,
    tableSizeNeeded: summary.tableSizeNeeded,
    leftover: summary.leftover,
    firstNine: summary.firstNine,
    setsTaken: summary.setsTaken,
    seconds,
  };
  const json = JSON.stringify(result, null, 2) + "\n";
  if (out !== undefined) await writeFileAtomic(out, json);
  if (flags.json) {
    console.log(json.trimEnd());
    return;
  }

  const lines: string[] = [];
  lines.push(`SET played by the rules: ${int(games)} games, policy ${policy}, seed ${JSON.stringify(seed)}`);
  lines.push(`${GAME_GENERATOR}, one stream per chunk of ${int(CHUNK_GAMES)} games`);
  lines.push(
    `${seconds.toFixed(2)} s on ${workers} worker${workers > 1 ? "s" : ""}: ${int(Math.round(games / seconds))} ` +
      `games/s (${int(Math.round(games / seconds / Math.min(workers, cores())))} per core)`,
  );
  lines.push("");
  lines.push("P(no SET) while the deck has cards, pooled over rounds (95% interval, games as clusters):");
  for (const size of [12, 15] as const) {
    const pooled = inPlayNoSet(tally, size);
    lines.push(
      `  ${size} cards: ${percent(pooled.p)} ${interval(pooled)}, ${(1 / pooled.p - 1).toFixed(1)}:1 against ` +
        `(${int(pooled.count)} of ${int(pooled.total)} tables)`,
    );
  }
  lines.push("");
  lines.push("P(no SET) by round (cards left in the deck), 95% Wilson intervals:");
  const rounds12 = noSetByRound(tally, 12);
  const rounds15 = new Map(noSetByRound(tally, 15).map((row) => [row.deck, row]));
  lines.push(
    String(table(rounds12.map((r) => {
      const r15 = rounds15.get(r.deck);
      return {
        deck: r.deck,
        "12 tables": r.total,
        "12 no SET": `${percent(r.p)} ${interval(r)}`,
        "12 mean SETs": r.meanSets.toFixed(2),
        "15 tables": r15?.total ?? 0,
        "15 no SET": r15 ? `${percent(r15.p)} ${interval(r15)}` : "",
      };
    }))).replace(/^/gm, "  "),
  );
  lines.push("");
  lines.push(
    "Largest table a game needed: " +
      tableSizeShares(tally).map((r) => `${r.size}: ${percent(r.p)} (${int(r.count)})`).join(", "),
  );
  lines.push(
    "Cards left at the end: " +
      leftoverShares(tally).map((r) => `${r.cards}: ${percent(r.p)} (${int(r.count)})`).join(", "),
  );
  lines.push(`SETs taken per game: ${summary.setsTaken.toFixed(3)} on average`);
  const nine = firstNineNoSet(tally);
  lines.push(
    `Norvig's third experiment: P(no SET in 12 | none in the first 9) = ${percent(nine.twelve.p)} ` +
      `${interval(nine.twelve)} (${int(nine.twelve.count)} of ${int(nine.twelve.total)}); ` +
      `P(no SET in 15 | none in 12) = ${percent(nine.fifteen.p)} ${interval(nine.fifteen)}`,
  );
  if (out !== undefined) lines.push(`Wrote ${out}`);
  console.log(lines.join("\n"));
});

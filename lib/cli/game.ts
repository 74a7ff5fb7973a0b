/**
 * `deno task game`: complete games of SET by the rules (lib/game/) on all cores, and what they measured.
 *
 * @module
 */
import { command, OUT_FLAGS, runCommand, timed, writeResult } from "./_command.ts";
import { choiceParam, integerParam } from "../common/params.ts";
import { PARAMETERS } from "../config.ts";
import { POLICIES } from "../game/engine.ts";
import {
  firstNineNoSet,
  inPlayNoSet,
  leftoverShares,
  noSetByRound,
  type Proportion,
  summarizeGames,
  tableSizeShares,
} from "../game/stats.ts";
import { CHUNK_GAMES, GAME_GENERATOR, MAX_GAMES, playMany } from "../game/play.ts";
import { cores } from "../common/parallel.ts";
import { stderrProgress } from "../present/progress_line.ts";
import { int, odds, pct, plural } from "../present/format.ts";
import { deckOf, type GameFeatureCount } from "../core/card.ts";
import { table } from "../present/show.ts";

/** How the games are played and measured, recorded in every result file. */
function gameMethod(policy: (typeof POLICIES)[number], features: GameFeatureCount): string {
  const deck = features === 4 ? "the 81-card deck" : "the 27 solid cards (the rulebook's Easy Start)";
  const choice = policy === "first"
    ? "the first SET met when the table's pairs are scanned in table order"
    : "one of the table's SETs, each with equal chance";
  return `Complete games with ${deck} by the official rules: deal 12; each round, when the table holds a SET take ` +
    `${choice}, then deal 3 while fewer than 12 cards lie and the deck is not empty; when it holds none and the ` +
    `deck is not empty deal 3 more; the game ends when the deck is empty and no SET remains (lib/game/engine.ts). ` +
    `Proportions with Clopper-Pearson 95% intervals; pooled in-play rates with the ratio estimator's interval, ` +
    `games as the unit (lib/game/stats.ts).`;
}

const interval = ({ lo, hi, total }: Proportion) =>
  total === 0 ? "(no tables)" : Number.isNaN(lo) ? "(no interval: needs 2 games)" : `[${pct(lo)}, ${pct(hi)}]`;

const FLAGS = {
  games: integerParam({ ...PARAMETERS.games, min: 1, max: MAX_GAMES }),
  seed: PARAMETERS.seed,
  policy: choiceParam(POLICIES, {
    default: "random",
    meaning: "which SET a player takes: the first one found, or any with the same chance",
  }),
  features: choiceParam(["4", "3"] as const, {
    default: "4",
    meaning: "the deck: 4 features (81 cards) or 3 (the 27 solid cards, the rulebook's Easy Start)",
  }),
  workers: PARAMETERS.workers,
  ...OUT_FLAGS,
};

/** `deno task game`. */
export const GAME = command({
  name: "game",
  summary: "Plays complete games of SET by the official rules and reports what happened, round by round.",
  flags: FLAGS,
  async run(flags) {
    const { games, seed, policy, workers } = flags;
    const features = Number(flags.features) as GameFeatureCount;
    const onProgress = stderrProgress(`game ${policy}`, "games");
    const { result: tally, versions, date, seconds } = await timed(() =>
      playMany({ games, seed, policy, features, workers, onProgress })
    );
    const { byDeck, tableSizeNeeded, leftover, firstNine, setsTaken } = summarizeGames(tally);
    const result = {
      ...{ games, method: gameMethod(policy, features), policy, seed, features, generator: GAME_GENERATOR },
      ...{ chunkGames: CHUNK_GAMES, workers, versions, date },
      ...{ byDeck, tableSizeNeeded, leftover, firstNine, setsTaken, seconds },
    };
    if (await writeResult("game", result, flags)) return;

    const rounds15 = new Map(noSetByRound(tally, 15).map((row) => [row.deck, row]));
    const nine = firstNineNoSet(tally);
    const lines = [
      `SET played by the rules with ${deckOf(features).name}: ${plural(games, "game")}, policy ${policy}, ` +
      `seed ${JSON.stringify(seed)}`,
      `${GAME_GENERATOR}, one stream per chunk of ${int(CHUNK_GAMES)} games`,
      `${seconds.toFixed(2)} s on ${plural(workers, "worker")}: ${int(Math.round(games / seconds))} ` +
      `games/s (${int(Math.round(games / seconds / Math.min(workers, cores())))} per core)`,
      "",
      "P(no SET) while the deck has cards, pooled over rounds (95% interval, games as clusters):",
      ...([12, 15] as const).map((size) => {
        const pooled = inPlayNoSet(tally, size);
        return `  ${size} cards: ${pct(pooled.p)} ${interval(pooled)}` +
          (pooled.count > 0 ? `, odds ${odds(1 / pooled.p - 1)} against` : "") +
          ` (${int(pooled.count)} of ${int(pooled.total)} tables)`;
      }),
      "",
      "P(no SET) by round (cards left in the deck), 95% Clopper–Pearson intervals:",
      String(table(
        noSetByRound(tally, 12).map((r) => {
          const r15 = rounds15.get(r.deck);
          return {
            deck: r.deck,
            "12 tables": r.total,
            "12 no SET": `${pct(r.p)} ${interval(r)}`,
            "12 mean SETs": r.meanSets.toFixed(2),
            "15 tables": r15?.total ?? 0,
            "15 no SET": r15 ? `${pct(r15.p)} ${interval(r15)}` : "",
          };
        }),
      )).replace(/^/gm, "  "),
      "",
      "Largest table a game needed: " +
      tableSizeShares(tally).map((r) => `${r.size}: ${pct(r.p)} (${int(r.count)})`).join(", "),
      "Cards left at the end: " +
      leftoverShares(tally).map((r) => `${r.cards}: ${pct(r.p)} (${int(r.count)})`).join(", "),
      `SETs taken per game: ${setsTaken.toFixed(3)} on average`,
      `Norvig's third experiment: P(no SET in 12 | none in the first 9) = ${pct(nine.twelve.p)} ` +
      `${interval(nine.twelve)} (${int(nine.twelve.count)} of ${int(nine.twelve.total)}); ` +
      `P(no SET in 15 | none in 12) = ${pct(nine.fifteen.p)} ${interval(nine.fifteen)}`,
    ];
    console.log(lines.join("\n"));
  },
});

if (import.meta.main) await runCommand(GAME);

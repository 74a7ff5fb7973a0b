/**
 * The practice pages, live (`assets/web/practice.js`): the game and puzzles of lib/web/practice.ts on one table,
 * `[data-table]`; the verdict on three cards in `[data-feedback]` (`data-result`), all else in `[data-message]`.
 *
 * @module
 */
import { type Card, parseCard } from "../../core/card.ts";
import { hasSet } from "../../core/table.ts";
import { checkLang } from "../../common/lang.ts";
import type { Puzzle, PuzzleKind } from "../../game/puzzle.ts";
import { cardMarkup } from "../card_markup.ts";
import { type PracticeMessages, practiceMessages } from "../messages.ts";
import { judge, PracticeGame, PracticePuzzles, type Verdict } from "../practice.ts";
import { cardsOf, focusCard, makeButtons, pickableCards, setPicked } from "./_pickable_cards.ts";

type Mode = "game" | "puzzles";

let pictures = 0;

/** A seed for a game nobody asked a seed for: six random digits, so that a reader can deal the same game again. */
function freshSeed(): string {
  return String(crypto.getRandomValues(new Uint32Array(1))[0] % 1_000_000).padStart(6, "0");
}

function start(root: HTMLElement): void {
  const m: PracticeMessages = practiceMessages(checkLang(root.dataset.lang));
  const $ = <T extends HTMLElement>(selector: string) => root.querySelector<T>(selector)!;
  const [table, feedback, message, found, time, deckLeft, question] =
    "table feedback message found time deck-left question"
      .split(" ").map((name) => $(`[data-${name}]`));
  const [seedInput, puzzleSeedInput] = ["seed", "puzzle-seed"].map((name) =>
    $<HTMLInputElement>(`input[name="${name}"]`)
  );

  // A fresh game at each visit, unless the address names a seed (`play/en.html#seed=7`).
  const asked = new URLSearchParams(location.hash.slice(1)).get("seed");
  for (const input of [seedInput, puzzleSeedInput]) input.value = asked || freshSeed();
  let mode: Mode = "game";
  let game = new PracticeGame(seedInput.value);
  let started = performance.now();
  let finished: number | undefined;
  // When the puzzles' tab was opened: the game's clock stops meanwhile.
  let paused: number | undefined;
  let puzzles = new PracticePuzzles(puzzleSeedInput.value);
  let puzzle: Puzzle | undefined;
  let solved = false;
  let picked: Card[] = [];
  let hinted: Card[] = [];
  // The SET that solved the puzzle, outlined.
  let shown: Card[] = [];

  const cardsOnTable = (): Card[] => mode === "game" ? game.table : puzzle?.cards ?? [];
  const seconds = () => ((finished ?? paused ?? performance.now()) - started) / 1000;

  // What was last said in each mode, shown again when its tab comes back.
  const said: Record<Mode, string> = { game: "", puzzles: "" };
  const say = (text: string) => message.textContent = said[mode] = text;
  const clearVerdict = () => {
    feedback.removeAttribute("data-result");
    feedback.textContent = "";
  };
  const unpick = () => {
    [picked, hinted] = [[], []];
    clearVerdict();
  };

  /** Draws the table: the mode's cards, the picked and hinted ones marked; the focus kept on the same place. */
  const draw = () => {
    const focused = cardsOf(table).findIndex((card) => card === document.activeElement);
    table.innerHTML = cardsOnTable().map((card) =>
      cardMarkup(card, { label: m.cardLabel(card), clipId: `live-${++pictures}`, attributes: 'role="button"' })
    ).join("\n");
    makeButtons(table);
    const cards = cardsOf(table);
    for (const card of cards) {
      const id = parseCard(card.dataset.card!);
      setPicked(card, picked.includes(id));
      card.classList.toggle("hinted", hinted.includes(id));
      card.classList.toggle("third", mode === "puzzles" && shown.includes(id));
    }
    if (focused >= 0 && cards.length) focusCard(table, cards[Math.min(focused, cards.length - 1)], true);
    found.textContent = String(game.found.length);
    deckLeft.textContent = String(game.deck.length);
    const over = mode === "game" ? game.over : solved || !puzzle;
    for (const button of root.querySelectorAll<HTMLButtonElement>("[data-no-set], [data-hint]")) button.disabled = over;
  };

  const tick = () => time.textContent = m.clock(seconds());
  setInterval(() => mode === "game" && finished === undefined && tick(), 250);

  const endGame = () => {
    finished = performance.now();
    tick();
    say(m.gameOver(game.found.length, seconds(), game.table.length, hasSet(game.table)));
  };

  const newGame = () => {
    game = new PracticeGame(seedInput.value || (seedInput.value = freshSeed()));
    [started, finished, paused] = [performance.now(), undefined, undefined];
    unpick();
    say("");
    tick();
    draw();
  };

  const newPuzzle = () => {
    const seed = puzzleSeedInput.value || (puzzleSeedInput.value = freshSeed());
    if (seed !== puzzles.seed) puzzles = new PracticePuzzles(seed);
    const kind = (root.querySelector<HTMLInputElement>('input[name="kind"]:checked')?.value ?? "some") as PuzzleKind;
    puzzle = puzzles.next(kind);
    [solved, shown] = [false, []];
    question.textContent = m.question(kind, puzzle.cards.length);
    unpick();
    say("");
    draw();
  };

  const verdictOf = (cards: [Card, Card, Card]): Verdict => {
    if (mode === "game") return game.take(cards);
    const verdict = judge(cards);
    if (verdict.result === "set") [solved, shown] = [true, cards];
    return verdict;
  };

  const pick = (element: HTMLElement) => {
    const card = parseCard(element.dataset.card!);
    if (mode === "game" ? game.over : solved) return;
    if (picked.length === 0) clearVerdict();
    picked = picked.includes(card) ? picked.filter((c) => c !== card) : [...picked, card];
    if (picked.length < 3) return setPicked(element, picked.includes(card));
    const triple = picked as [Card, Card, Card];
    picked = [];
    const verdict = verdictOf(triple);
    feedback.dataset.result = verdict.result;
    feedback.textContent = verdict.result === "set"
      ? (mode === "puzzles" ? m.puzzleSet(triple) : m.set(triple))
      : m.notSet(verdict.broken);
    if (verdict.result === "set") {
      hinted = [];
      say("");
      draw();
      if (mode === "game" && game.over) endGame();
      return;
    }
    // Not a SET: the three are shaken off.
    for (const el of cardsOf(table)) {
      if (triple.includes(parseCard(el.dataset.card!))) {
        setPicked(el, false);
        el.classList.remove("shake");
        void el.offsetWidth; // restart the animation
        el.classList.add("shake");
      }
    }
  };

  pickableCards({
    container: table,
    onPick: pick,
    onEscape() {
      picked = [];
      draw();
    },
  });

  $("[data-no-set]").addEventListener("click", () => {
    unpick();
    if (mode === "game") {
      if (game.over) return;
      const answer = game.noSet();
      say(m.noSetAnswer({ ...answer, size: game.table.length }));
      draw();
      if (game.over) endGame();
    } else if (puzzle && !solved) {
      solved = puzzle.sets.length === 0;
      say(m.puzzleNoSet(!solved));
      draw();
    }
  });

  $("[data-hint]").addEventListener("click", () => {
    const hint = mode === "game" ? game.hint() : puzzle?.hint;
    if (!hint) return say(m.hintNone);
    hinted = hint.pair.slice(0, Math.min(2, hinted.length + 1));
    say(hinted.length === 1 ? m.hintOne : m.hintTwo);
    draw();
  });

  $("[data-new-game]").addEventListener("click", newGame);
  $("[data-new-puzzle]").addEventListener("click", newPuzzle);
  seedInput.addEventListener("keydown", (event) => event.key === "Enter" && newGame());
  puzzleSeedInput.addEventListener("keydown", (event) => event.key === "Enter" && newPuzzle());

  // The tabs: a click or the arrow keys switch; the table moves into the active panel's place.
  const tabs = [...root.querySelectorAll<HTMLButtonElement>('[role="tab"]')];
  const select = (tab: HTMLButtonElement) => {
    const next = tab.dataset.tab as Mode;
    if (mode === "game" && next === "puzzles" && finished === undefined) paused ??= performance.now();
    if (next === "game" && paused !== undefined) [started, paused] = [started + performance.now() - paused, undefined];
    mode = next;
    for (const other of tabs) {
      const active = other === tab;
      other.setAttribute("aria-selected", String(active));
      other.tabIndex = active ? 0 : -1;
      root.querySelector<HTMLElement>(`#${other.getAttribute("aria-controls")}`)!.hidden = !active;
    }
    unpick();
    message.textContent = said[mode];
    if (mode === "puzzles" && !puzzle) newPuzzle();
    else draw();
  };
  for (const tab of tabs) {
    tab.addEventListener("click", () => select(tab));
    tab.addEventListener("keydown", (event) => {
      const step = event.key === "ArrowRight" ? 1 : event.key === "ArrowLeft" ? -1 : 0;
      if (!step) return;
      const next = tabs[(tabs.indexOf(tab) + step + tabs.length) % tabs.length];
      next.focus();
      select(next);
    });
  }
  for (const kind of root.querySelectorAll('input[name="kind"]')) kind.addEventListener("change", newPuzzle);

  for (const control of root.querySelectorAll<HTMLInputElement>("input, button")) control.disabled = false;
  root.classList.add("live");
  newGame();
}

for (const root of document.querySelectorAll<HTMLElement>("[data-practice]")) start(root);

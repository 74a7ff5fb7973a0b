/**
 * Cards a reader picks, in the browser (the third-card widget's and the practice pages'): each card a button
 * (`role="button"`, `aria-pressed`) in a grid with one tab stop, moved through with the arrow keys, Home and End;
 * Enter or Space picks, Escape puts every card back.
 *
 * @module
 */

/** The cards of a grid, in their order. */
export function cardsOf(container: HTMLElement): HTMLElement[] {
  return [...container.querySelectorAll<HTMLElement>("[data-card]")];
}

const STEPS: Record<string, [number, number]> = {
  ArrowRight: [1, 0],
  ArrowLeft: [-1, 0],
  ArrowDown: [0, 1],
  ArrowUp: [0, -1],
};

/**
 * The card an arrow key leads to: the nearest one in that direction in the same row or column as the screen shows
 * them, since the grid's layout changes with the window's width (three columns on a phone, three rows on a desk).
 */
function cardTowards(cards: HTMLElement[], from: HTMLElement, [dx, dy]: [number, number]): HTMLElement | undefined {
  const centre = (card: HTMLElement) => {
    const box = card.getBoundingClientRect();
    return [box.left + box.width / 2, box.top + box.height / 2, box.width / 2, box.height / 2];
  };
  const [x, y, halfWidth, halfHeight] = centre(from);
  let best: HTMLElement | undefined, nearest = Infinity;
  for (const card of cards) {
    const [cx, cy] = centre(card);
    const along = dx * (cx - x) + dy * (cy - y);
    const across = dx ? Math.abs(cy - y) : Math.abs(cx - x);
    if (along > 1 && across < (dx ? halfHeight : halfWidth) && along < nearest) [best, nearest] = [card, along];
  }
  return best;
}

type PickOptions = { container: HTMLElement; onPick: (card: HTMLElement) => void; onEscape: () => void };

/**
 * Makes every card (`[data-card]`) of `container` a button, gives the grid one tab stop (the first card, or the one
 * last focused), and calls `onPick` for a card clicked or picked with Enter or Space, `onEscape` for Escape. Cards
 * redrawn later are made buttons by calling {@link makeButtons} again.
 */
export function pickableCards({ container, onPick, onEscape }: PickOptions): void {
  makeButtons(container);
  container.addEventListener("click", (event) => {
    const card = (event.target as Element).closest<HTMLElement>("[data-card]");
    if (card && container.contains(card)) {
      focusCard(container, card, false);
      onPick(card);
    }
  });
  container.addEventListener("keydown", (event) => {
    const card = (event.target as Element).closest<HTMLElement>("[data-card]");
    if (!card) return;
    const cards = cardsOf(container);
    let next: HTMLElement | undefined;
    if (event.key in STEPS) next = cardTowards(cards, card, STEPS[event.key]);
    else if (event.key === "Home") next = cards[0];
    else if (event.key === "End") next = cards.at(-1);
    else if (event.key === "Enter" || event.key === " ") {
      event.preventDefault();
      return onPick(card);
    } else if (event.key === "Escape") return onEscape();
    else return;
    event.preventDefault();
    if (next) focusCard(container, next, true);
  });
}

/** Gives every card of `container` a button's role and state, keeping one tab stop. */
export function makeButtons(container: HTMLElement): void {
  const cards = cardsOf(container);
  const current = cards.find((card) => card.tabIndex === 0) ?? cards[0];
  for (const card of cards) {
    card.setAttribute("role", "button");
    if (!card.hasAttribute("aria-pressed")) card.setAttribute("aria-pressed", "false");
    card.tabIndex = card === current ? 0 : -1;
  }
}

/** Moves the grid's tab stop to `card`, and the focus too when `focus`. */
export function focusCard(container: HTMLElement, card: HTMLElement, focus: boolean): void {
  for (const other of cardsOf(container)) other.tabIndex = other === card ? 0 : -1;
  if (focus) card.focus();
}

/** Marks a card picked or not, for the eye (the stylesheet) and for assistive technology (`aria-pressed`). */
export function setPicked(card: HTMLElement, picked: boolean): void {
  card.setAttribute("aria-pressed", String(picked));
  card.classList.toggle("picked", picked);
}

/**
 * Cards a reader picks, in the browser: each card a button (`role="button"`, `aria-pressed`) in a grid with one tab
 * stop, moved through with the arrow keys, Home and End; Enter or Space picks, Escape puts every card back. Shared
 * by the third-card widget and the practice pages.
 *
 * @module
 */

/** How a grid of cards answers the reader. */
export interface PickableCardsOptions {
  /** Where the cards are: every `[data-card]` inside it is one. */
  container: HTMLElement;
  /** Cards in a row (or, `byColumn`, in a column): where the arrow keys lead. */
  line: () => number;
  /** The cards fill the grid column by column (a SET table: three rows, new cards making new columns). */
  byColumn?: boolean;
  /** A card was clicked or picked with Enter or Space. */
  onPick: (card: HTMLElement) => void;
  /** Escape was pressed in the grid. */
  onEscape?: () => void;
}

/** The cards of a grid, in their order. */
export function cardsOf(container: HTMLElement): HTMLElement[] {
  return [...container.querySelectorAll<HTMLElement>("[data-card]")];
}

/**
 * Makes every card of `container` a button, gives the grid one tab stop (the first card, or the one last focused),
 * and answers clicks and keys. Cards redrawn later are made buttons by calling {@link makeButtons} again.
 */
export function pickableCards(options: PickableCardsOptions): void {
  const { container, line, byColumn = false, onPick, onEscape } = options;
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
    const at = cards.indexOf(card);
    const [across, down] = byColumn ? [line(), 1] : [1, line()];
    let next = at;
    switch (event.key) {
      case "ArrowRight":
        next = at + across;
        break;
      case "ArrowLeft":
        next = at - across;
        break;
      case "ArrowDown":
        next = at + down;
        break;
      case "ArrowUp":
        next = at - down;
        break;
      case "Home":
        next = 0;
        break;
      case "End":
        next = cards.length - 1;
        break;
      case "Enter":
      case " ":
        event.preventDefault();
        onPick(card);
        return;
      case "Escape":
        onEscape?.();
        return;
      default:
        return;
    }
    event.preventDefault();
    if (next >= 0 && next < cards.length) focusCard(container, cards[next], true);
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

/**
 * Figures for the article and the notebooks, in English and Traditional Chinese, each a function of its input
 * ({@link Chart}), published as SVG, PNG, CSV and the input as JSON by `publish(run, chart, input)`. This is what a
 * notebook uses: the charts, the rows they are drawn from, `publish` and a card's picture. The figure model,
 * rendering, fonts and the layout check are the charts' own (import them from their modules).
 * @module
 */
export { cardSvg } from "./card_svg.ts";
export type { Chart, FigureInput, InputParameters } from "./chart.ts";
export { publish } from "./export.ts";
export { SOURCE_NAME } from "./words.ts";
export * from "./charts/cards.ts";
export * from "./charts/timings.ts";
export * from "./charts/no_set.ts";
export * from "./charts/speed.ts";
export * from "./charts/coverage.ts";
export * from "./charts/games.ts";
export * from "./charts/puzzle.ts";
export * from "./charts/classes.ts";
export * from "./charts/deck_comparison.ts";
export * from "./charts/deck_curves.ts";
export * from "./charts/cap_sizes.ts";
export * from "./charts/second_table.ts";

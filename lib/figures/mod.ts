/**
 * Figures for the article and the notebooks, in English and Traditional Chinese, each a function of its input
 * ({@link Chart}), published as SVG, PNG, CSV and the input as JSON by `publish(run, chart, input)`.
 * @module
 */
export * from "./figure.ts";
export * from "./render.ts";
export * from "./font_metrics.ts";
export * from "./chart.ts";
export * from "./export.ts";
export * from "./layout_check.ts";
export * from "./card_svg.ts";
export * from "./words.ts";
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

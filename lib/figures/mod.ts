/**
 * Pictures for the article and the notebooks: figures (charts and card pictures) in both editions, English and
 * Traditional Chinese, each a function of its input ({@link Chart}) with a title, caption, alt text, SVG and the
 * numbers drawn; their export as an article's asset folder (SVG, PNG at print size, CSV, the input as JSON,
 * `figures.json`) by `publish(run, chart, input)`; and display in Jupyter. One line per chart module below.
 *
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

/**
 * Pictures for the article and the notebooks: figures (charts and card pictures) in both editions,
 * English and Traditional Chinese, each with a title, caption, alt text, SVG and the numbers drawn;
 * their export as an article's asset folder (SVG, PNG at print size, CSV, `figures.json`); and
 * display in Jupyter.
 *
 * @module
 */
export * from "./messages/mod.ts";
export * from "./font_metrics.ts";
export * from "./figure.ts";
export * from "./export.ts";
export * from "./layout_check.ts";
export * from "./card_svg.ts";
export * from "./card_figures.ts";
export * from "./no_set_chart.ts";
export * from "./timing_charts.ts";
export * from "./deck_timing_rows.ts";
export * from "./game_charts.ts";
export * from "./speed_chart.ts";
export * from "./coverage_chart.ts";
export * from "./class_figures.ts";
export * from "./deck_comparison_chart.ts";
export * from "./deck_curves_chart.ts";
export * from "./cap_sizes_chart.ts";
export * from "./article.ts";

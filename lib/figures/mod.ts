/**
 * Pictures: charts as standalone SVG (Observable Plot), card and table pictures, PNG export, and display in notebooks.
 *
 * @module
 */
export * from "./figure.ts";
export * from "./svg_stack.ts";
export * from "./card_svg.ts";
export * from "./no_set_chart.ts";
export * from "./timing_charts.ts";
export * from "./game_charts.ts";
export * from "./speed_chart.ts";

/**
 * The two editions of the article: English and Traditional Chinese. Every figure says what it
 * says in both (each chart's module holds its strings), numbers formatted for its locale.
 *
 * @module
 */
import { oneOf } from "./check.ts";

/** An edition of the article: `"en"` or `"zh-TW"` (Traditional Chinese, as used in Taiwan). */
export type Lang = "en" | "zh-TW";

/** Both editions, English first. */
export const LANGS: readonly Lang[] = ["en", "zh-TW"];

/**
 * Throws unless `lang` is one of {@link LANGS}.
 *
 * @throws {RangeError} `language "fr" is not one of en, zh-TW`.
 */
export function checkLang(lang: unknown): Lang {
  return oneOf("language", lang, LANGS);
}

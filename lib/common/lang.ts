/**
 * The two editions of the article: English and Traditional Chinese (each chart's module holds its strings in both).
 *
 * @module
 */
import { oneOf } from "./check.ts";

/** An edition of the article: `"en"` or `"zh-TW"` (Traditional Chinese, as used in Taiwan). */
export type Lang = "en" | "zh-TW";

/** Both editions, English first. */
export const LANGS: readonly Lang[] = ["en", "zh-TW"];

/** Returns `lang` if one of {@link LANGS}, else throws a RangeError `language "fr" is not one of en, zh-TW`. */
export function checkLang(lang: unknown): Lang {
  return oneOf("language", lang, LANGS);
}

/**
 * The message tables, one per edition: {@link messages}`(lang)` gives every string a figure
 * shows. The English table (`en.ts`) defines the shape; the Traditional Chinese one (`zh-TW.ts`)
 * must match it, key for key.
 *
 * @module
 */
import { checkLang, type Lang } from "../../common/lang.ts";
import { en, type Messages } from "./en.ts";
import { zhTW } from "./zh-TW.ts";

export type { Messages } from "./en.ts";
export type { MessageRow } from "./types.ts";

const TABLES: Record<Lang, Messages> = { en, "zh-TW": zhTW };

/**
 * The message table of an edition.
 *
 * @throws {RangeError} for a language other than `en` and `zh-TW`.
 * @example
 * ```ts
 * import { messages } from "./mod.ts";
 * import { parseCard } from "../../core/card.ts";
 * import { equal } from "node:assert/strict";
 * equal(messages("en").card.name(parseCard("RO2T")), "two red striped ovals");
 * equal(messages("zh-TW").card.name(parseCard("RO2T")), "兩個紅色條紋橢圓形");
 * ```
 */
export function messages(lang: Lang): Messages {
  return TABLES[checkLang(lang)];
}

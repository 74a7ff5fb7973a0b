/**
 * The rule every exported page keeps: it loads nothing from the network or from the machine it was made on.
 *
 * @module
 */
const TAG = /<([a-zA-Z][\w:-]*)((?:\s+[^\s=>\/]+(?:\s*=\s*(?:"[^"]*"|'[^']*'|[^\s>]+))?)*)\s*\/?>/g;
const ATTRIBUTE = /([^\s=>\/]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s>]+)))?/g;
const ADDRESS = /^\s*(?:file:|https?:|\/\/)/i;
const CSS_URL = /url\(\s*["']?\s*(?:file:|https?:|\/\/)|@import\s+["']?\s*(?:file:|https?:|\/\/)/i;

/**
 * What in a page would reach outside it, one line each: a `file:` address anywhere, and any `http:`, `https:` or `//`
 * address in an attribute or in CSS, but for a link's `href`, which loads nothing until it is followed.
 */
export function offlineViolations(html: string): string[] {
  const found: string[] = [];
  for (const tag of html.matchAll(TAG)) {
    const name = tag[1].toLowerCase();
    for (const attribute of tag[2].matchAll(ATTRIBUTE)) {
      const attributeName = attribute[1].toLowerCase();
      const value = attribute[2] ?? attribute[3] ?? attribute[4] ?? "";
      const link = name === "a" && attributeName === "href" && /^\s*https?:/i.test(value);
      if ((ADDRESS.test(value) && !link) || CSS_URL.test(value)) found.push(tag[0].slice(0, 200));
    }
  }
  for (const style of html.matchAll(/<style\b[^>]*>([^]*?)<\/style>/gi)) {
    if (CSS_URL.test(style[1])) found.push(`<style>…${CSS_URL.exec(style[1])![0]}…`);
  }
  for (const file of html.matchAll(/file:\/\/?[^\s"'<>)]*/gi)) {
    if (!found.some((line) => line.includes(file[0]))) found.push(file[0]);
  }
  return found;
}

/**
 * SVG pictures made fit to sit inline in an HTML page among others.
 *
 * @module
 */

/**
 * A standalone SVG document made an `<svg>` element of a page: every `id` and reference to it prefixed with `prefix-`
 * (pictures drawn by the same code share ids), the XML declaration, doctype, comments and `xmlns` dropped, and a
 * `viewBox` added from `width` and `height` when missing, so that the picture can shrink with the page.
 */
export function inlineSvg(svg: string, prefix: string): string {
  let text = svg
    .replace(/<\?xml[^]*?\?>/g, "")
    .replace(/<!DOCTYPE[^>]*>/gi, "")
    .replace(/<!--[^]*?-->/g, "")
    .trim()
    .replace(/\s+xmlns(:\w+)?\s*=\s*("[^"]*"|'[^']*')/g, "");
  const ids = new Set([...text.matchAll(/\sid\s*=\s*(?:"([^"]*)"|'([^']*)')/g)].map((match) => match[1] ?? match[2]));
  if (ids.size) {
    const renamed = (id: string) => ids.has(id) ? `${prefix}-${id}` : id;
    text = text
      .replace(/(\sid\s*=\s*)(["'])([^"']*)\2/g, (_, head, quote, id) => `${head}${quote}${renamed(id)}${quote}`)
      .replace(/url\(\s*(["']?)#([^"')\s]+)\1\s*\)/g, (_, quote, id) => `url(${quote}#${renamed(id)}${quote})`)
      .replace(
        /(\s(?:xlink:)?href\s*=\s*)(["'])#([^"']*)\2/g,
        (_, head, quote, id) => `${head}${quote}#${renamed(id)}${quote}`,
      );
  }
  const open = /^<svg\b[^>]*>/.exec(text);
  if (open && !open[0].endsWith("/>") && !/\sviewBox\s*=/.test(open[0])) {
    const width = /\swidth\s*=\s*["']([\d.]+)(?:px)?["']/.exec(open[0]);
    const height = /\sheight\s*=\s*["']([\d.]+)(?:px)?["']/.exec(open[0]);
    if (width && height) {
      text = open[0].replace(/>$/, ` viewBox="0 0 ${width[1]} ${height[1]}">`) + text.slice(open[0].length);
    }
  }
  return text;
}

/** {@link inlineSvg} applied to every outermost `<svg>…</svg>` of an HTML fragment, each with its own prefix. */
export function inlineSvgsInHtml(html: string, prefix: string): string {
  const tags = /<svg\b|<\/svg\s*>/gi;
  let out = "", from = 0, depth = 0, start = -1, count = 0;
  for (const match of html.matchAll(tags)) {
    const opening = match[0][1] !== "/";
    if (opening) {
      if (depth++ === 0) start = match.index!;
    } else if (depth > 0 && --depth === 0) {
      const end = match.index! + match[0].length;
      out += html.slice(from, start) + inlineSvg(html.slice(start, end), `${prefix}-${count++}`);
      from = end;
    }
  }
  return out + html.slice(from);
}

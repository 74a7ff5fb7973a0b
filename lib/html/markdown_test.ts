import { doesNotMatch, equal, match, throws } from "node:assert/strict";
import { renderInlineMarkdown, renderMarkdown, renderMath, typesetText } from "./markdown.ts";

/** The TeX sources KaTeX typeset in a piece of HTML, in order. */
const formulas = (html: string) =>
  [...html.matchAll(/<annotation encoding="application\/x-tex">([^]*?)<\/annotation>/g)]
    .map((m) => m[1].replaceAll("&lt;", "<").replaceAll("&gt;", ">").replaceAll("&amp;", "&"));

Deno.test("renderMarkdown() typesets inline $...$ and keeps _ and * inside math as TeX", () => {
  const html = renderMarkdown("cards $x_1 * y_2$ and *emphasis*");
  equal(formulas(html).join("|"), "x_1 * y_2");
  match(html, /<em>emphasis<\/em>/);
});

Deno.test("renderMarkdown() typesets a $$...$$ paragraph as display math", () => {
  const html = renderMarkdown(
    "before\n\n$$x + y + z \\equiv 0 \\pmod 3 \\quad \\text{in every coordinate.}$$\n\nafter",
  );
  match(html, /<div class="math-display"><span class="katex-display">/);
  equal(formulas(html)[0], "x + y + z \\equiv 0 \\pmod 3 \\quad \\text{in every coordinate.}");
});

Deno.test("renderMarkdown() typesets $$ on lines of their own", () => {
  const html = renderMarkdown("$$\nW = \\prod_{i<n} \\frac{A_i}{81 - i}\n$$");
  equal(formulas(html).join("|"), "W = \\prod_{i<n} \\frac{A_i}{81 - i}");
  match(html, /katex-display/);
});

Deno.test("renderMarkdown() typesets $$...$$ inside a paragraph as display math", () => {
  const html = renderMarkdown("so $$\\frac12$$ and $$3$$ here");
  equal(formulas(html).join("|"), "\\frac12|3");
  equal((html.match(/katex-display/g) ?? []).length, 2);
  doesNotMatch(html, /<div/); // no block inside the paragraph
  const first = renderMarkdown("$$a$$ and $$b$$");
  equal(formulas(first).join("|"), "a|b");
  match(first, /^<p>.* and .*<\/p>\n$/);
});

Deno.test("renderMarkdown() leaves prices and escaped dollars as text", () => {
  const html = renderMarkdown("costs $5 and $6, or \\$7 each");
  equal(formulas(html).length, 0);
  match(html, /costs \$5 and \$6, or \$7 each/);
});

Deno.test("renderMarkdown() does not take a $ followed by a space as math", () => {
  equal(formulas(renderMarkdown("a $ b $ c")).length, 0);
});

Deno.test("renderMarkdown() keeps math in code spans and code blocks as code", () => {
  const html = renderMarkdown("`$x$` and\n\n```\n$y$\n```");
  equal(formulas(html).length, 0);
  match(html, /<code>\$x\$<\/code>/);
});

Deno.test("renderMarkdown() typesets math in list items, tables and headings", () => {
  const html = renderMarkdown("## Points of $(\\mathbb{Z}_3)^4$\n\n- $a$\n\n| x |\n|---|\n| $b$ |");
  equal(formulas(html).join("|"), "(\\mathbb{Z}_3)^4|a|b");
});

Deno.test("renderMarkdown() leaves no TeX outside the hidden annotations", () => {
  const html = renderMarkdown("$x \\in (\\mathbb{Z}_3)^4$, $c \\equiv -(a+b) \\pmod 3$, $\\binom{81}{3}$");
  doesNotMatch(html.replace(/<annotation[^]*?<\/annotation>/g, ""), /\\[a-z]+|\$/);
});

Deno.test("renderMarkdown() names the formula it cannot typeset", () => {
  throws(() => renderMarkdown("bad $\\frac{1$ here"), /cannot typeset \$\\frac\{1\$/);
});

Deno.test("renderMarkdown() marks web links external and keeps them", () => {
  const html = renderMarkdown("[Norvig](https://norvig.com/SET.html)");
  match(html, /<a href="https:\/\/norvig\.com\/SET\.html" class="external" rel="external noopener">Norvig<\/a>/);
});

Deno.test("renderMarkdown() links addresses written out, without the punctuation after them, and no file names", () => {
  const html = renderMarkdown(
    "See https://oeis.org/A090245: the data (or https://arxiv.org/abs/1605.09223). README.md",
  );
  match(html, /<a href="https:\/\/oeis\.org\/A090245" class="external"[^>]*>https:\/\/oeis\.org\/A090245<\/a>: the/);
  match(html, /<a href="https:\/\/arxiv\.org\/abs\/1605\.09223"[^>]*>[^<]*<\/a>\)\./);
  doesNotMatch(html, /href="[^"]*README/);
});

Deno.test("renderMarkdown() turns links to exported notebooks into links to their pages", () => {
  const html = renderMarkdown("[two](02-count.ipynb#top) [other](other.ipynb)", ["02-count"]);
  match(html, /href="02-count\.html#top"/);
  match(html, /href="other\.ipynb"/);
});

Deno.test("renderMarkdown() drops file: links and turns web pictures into links", () => {
  const html = renderMarkdown("[f](file:///etc/passwd) ![chart](https://example.org/c.png)");
  doesNotMatch(html, /file:/);
  doesNotMatch(html, /<img/);
  match(html, /<a class="external" rel="external noopener" href="https:\/\/example\.org\/c\.png">chart<\/a>/);
});

Deno.test("renderMarkdown() keeps raw HTML, as Jupyter does", () => {
  match(renderMarkdown("<sup>1</sup> note"), /<sup>1<\/sup>/);
});

Deno.test("renderMath() typesets with KaTeX and names no namespace address", () => {
  match(renderMath("x \\in (\\mathbb{Z}_3)^4", false), /class="katex"/);
  doesNotMatch(renderMath("\\sqrt{\\overline{x}}", true), /http:/);
});

Deno.test("renderInlineMarkdown() renders a paragraph without <p>", () => {
  const html = renderInlineMarkdown("How _likely_ is $n$?");
  match(html, /^How <em>likely<\/em> is <span class="katex">/);
  doesNotMatch(html, /<p>/);
  equal(formulas(html).join(), "n");
});

Deno.test("typesetText() typesets $...$ in escaped HTML, links addresses without the punctuation after, and leaves prices", () => {
  match(typesetText("caps of $(\\mathbb{Z}_3)^d$ &amp; more"), /^caps of <span class="katex">.*<\/span> &amp; more$/);
  equal(formulas(typesetText("$a &lt; b$")).join(), "a < b");
  equal(
    typesetText("see https://oeis.org/A090245: the data, $5 and $6"),
    'see <a class="external" rel="external noopener" href="https://oeis.org/A090245">https://oeis.org/A090245</a>: ' +
      "the data, $5 and $6",
  );
});

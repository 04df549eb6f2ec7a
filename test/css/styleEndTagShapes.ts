/**
 * Partner CSS that holds `</style` where a CSS parser reads something harmless (a string, a custom
 * property, a condition, a URL, a selector, an escape): in a page's `<style>` element the HTML
 * parser ends the element there and reads the rest as markup. Each one, put into a `<style>` as
 * written, runs `alert(n)` in a browser. The benign rule after it must still style the nav.
 */
export interface StyleEndTagShape {
  name: string;
  css: string;
}

const PAYLOAD = (n: number) => `</style><img src=x onerror=alert(${n})>`;

export const STYLE_END_TAG_SHAPES: readonly StyleEndTagShape[] = [
  { name: 'in a string', css: `.x::after { content: "${PAYLOAD(1)}" }` },
  { name: 'in a custom property', css: `.x { --note: ${PAYLOAD(2)}; }` },
  { name: 'in a media condition', css: `@media (min-width: 1px) and (x: "${PAYLOAD(3)}") { .x { color: red } }` },
  { name: 'in a supports condition', css: `@supports (x: "${PAYLOAD(4)}") { .x { color: red } }` },
  { name: 'in a url()', css: `.x { background-image: url("/a${PAYLOAD(5)}.png") }` },
  { name: 'as the escape \\3c', css: `.x::after { content: "\\3c/style><img src=x onerror=alert(6)>" }` },
  { name: 'in a selector', css: `.x[title="${PAYLOAD(7)}"] { color: red }` },
  { name: 'in a comment', css: `/* ${PAYLOAD(8)} */ .x { color: red }` },
  { name: 'in upper case with a space', css: `.x::after { content: "</STYLE ><img src=x onerror=alert(9)>" }` },
];

/** A rule after the shapes that must still apply: the policy drops the shape, not the sheet. */
export const BENIGN_AFTER = '.unav-root .after-end-tag-shape { color: rgb(1, 2, 3) }';

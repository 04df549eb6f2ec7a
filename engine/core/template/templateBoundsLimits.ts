import type { TemplateTreeLimits } from './measureTemplateTree.ts';

/**
 * What a markup template may be before any parser sees it (DESIGN §3). A parser's and the
 * sanitizer's cost grows with depth times size, and with the content copied out of each removed
 * element; within these bounds the worst template costs a server about as much as an ordinary one
 * of the same length (bench/hostile). A real header is far inside them: the deepest template we
 * know nests 13 levels and holds 280 elements.
 * - depth 256: half the 512 levels where a browser's parser stops nesting, since depth multiplies
 *   the cost of every element;
 * - 16,384 elements and 32,768 attributes: a 256 kB template of ordinary markup has about 6,000
 *   elements and 8,000 attributes;
 * - 2,048 elements the header profile removes (jsdom's removal of one of many siblings costs their
 *   number), and 16,384 copies of their content (for each element, the removed elements around
 *   it: the content of a removed element is copied out of it node by node);
 * - 4,096 formatting elements rebuilt (a `<b>` left open is opened again in every later paragraph,
 *   and each rebuild walks the list of them): an ordinary template rebuilds none or a few;
 * - 65,536 entries walked in the list of formatting elements left open (each `<a>`, `<b>`, `</b>`
 *   ... walks it): an ordinary template keeps one or two open at a time.
 */
export const TEMPLATE_BOUNDS: Readonly<TemplateTreeLimits> = { depth: 256, elements: 16_384, attributes: 32_768, removed: 2_048, moved: 16_384, rebuilt: 4_096, listed: 65_536 };

import { HEADER_TAGS } from './headerProfile.ts';
import { measureTemplateTree, type TemplateTreeLimits } from './measureTemplateTree.ts';
import { MAX_TEMPLATE_LENGTH } from '../templateSet/templateSizeLimit.ts';

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

const KEPT = new Set<string>([...HEADER_TAGS, 'body']);

const WHAT: Record<keyof TemplateTreeLimits, string> = {
  depth: 'levels of nesting',
  elements: 'elements',
  attributes: 'attributes',
  removed: 'elements the header profile removes',
  moved: 'elements inside elements the header profile removes',
  rebuilt: 'formatting elements rebuilt after they were left open',
  listed: 'formatting elements (a, b, i, em, strong ...) inside other ones left open',
};

export interface TemplateBoundsProblem {
  /** Which bound, in the partner's words. */
  message: string;
  /** 1-based line of the tag where the bound was passed. */
  line: number;
}

/**
 * Why a markup template is beyond the bounds, naming the bound and the line where it was passed,
 * or undefined when it is within them. Linear in the template's length, stops at the first bound
 * passed (and at once beyond 256 kB).
 */
export function checkTemplateBounds(template: string): TemplateBoundsProblem | undefined {
  if (template.length > MAX_TEMPLATE_LENGTH) return { message: `${template.length} characters, over the 256 kB limit (${MAX_TEMPLATE_LENGTH})`, line: 1 };
  const { over } = measureTemplateTree(template, TEMPLATE_BOUNDS, (name) => KEPT.has(name));
  if (!over) return undefined;
  let line = 1;
  for (let at = template.indexOf('\n'); at !== -1 && at < over.at; at = template.indexOf('\n', at + 1)) line += 1;
  return { message: `more than ${TEMPLATE_BOUNDS[over.limit].toLocaleString('en-US')} ${WHAT[over.limit]}`, line };
}

/** Raised where a template beyond the bounds would be compiled: the caller renders the default instead. */
export class TemplateBoundsError extends Error {
  constructor(readonly problem: TemplateBoundsProblem) {
    super(`${problem.message} (line ${problem.line})`);
    this.name = 'TemplateBoundsError';
  }
}

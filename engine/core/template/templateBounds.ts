import { HEADER_TAGS } from './headerProfile.ts';
import { measureTemplateTree, type TemplateTreeLimits } from './measureTemplateTree.ts';
import { TEMPLATE_BOUNDS } from './templateBoundsLimits.ts';
import { MAX_TEMPLATE_LENGTH } from '../templateSet/templateSizeLimit.ts';
import type { TemplateBoundsProblem } from './templateBoundsError.ts';

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

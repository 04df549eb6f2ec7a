import type { WindowLike } from 'dompurify';
import type { LintIssue } from './lintTemplate.ts';
import { markupRemovalReason } from '../../engine/core/template/markupRemovalReason.ts';
import { SENTINEL_CLOSE, SENTINEL_OPEN, markTokens } from '../../engine/core/template/markTokens.ts';
import { listRemovedMarkup, type RemovedMarkup, type SanitizeOptions } from '../../engine/core/template/sanitizeTemplate.ts';
import { checkTemplateBounds } from '../../engine/core/template/templateBounds.ts';
import { createLineOf, readWrittenPlaces, writtenValueKey, type WrittenPlaces } from '../../engine/core/template/writtenPlaces.ts';

/** A value as the partner wrote it: the runtime's token markers back to {{name}}. */
function unmark(value: string): string {
  return value.split(SENTINEL_OPEN).join('{{').split(SENTINEL_CLOSE).join('}}');
}

/**
 * Where a removed piece may stand in the template as the partner wrote it: a tag by its name, an
 * attribute by its name and value, else by its name alone (when entities changed the value). Each
 * list has a key of its own, under which its places are counted.
 */
function placesFor(removed: RemovedMarkup, written: WrittenPlaces): { key: string; places: number[] | undefined }[] {
  if (removed.kind === 'element' || removed.attribute === undefined) return [{ key: `element ${removed.element.toLowerCase()}`, places: written.elements.get(removed.element.toLowerCase()) }];
  const byValue = writtenValueKey(removed.attribute, unmark(removed.value ?? ''));
  return [
    { key: `value ${byValue}`, places: written.attributeValues.get(byValue) },
    { key: `attribute ${removed.attribute.toLowerCase()}`, places: written.attributes.get(removed.attribute.toLowerCase()) },
  ];
}

/** The offset of the nth (0-based) place of the first list that has any, counted per key, or undefined. */
function nthPlace(lists: { key: string; places: number[] | undefined }[], seen: Map<string, number>): number | undefined {
  for (const { key, places } of lists) {
    if (!places?.length) continue;
    const occurrence = seen.get(key) ?? 0;
    seen.set(key, occurrence + 1);
    return places[occurrence] ?? places.at(-1);
  }
  return undefined;
}

/**
 * What the header profile (DESIGN §3) takes out of a template, told to the partner before
 * publishing: elements it never renders (script, style, form, iframe ...), attributes it drops
 * (event handlers, style, unknown ones) and URLs outside the URL policy. The template is marked as
 * the runtime marks it, so a token in a URL counts as the runtime counts it. Each issue carries the
 * line where it is written: the nth removal of a tag (or attribute and value) at its nth place.
 * `runtimeTemplate` lints one of the runtime's own default templates, which may use its classes.
 * A template beyond the bounds (templateBounds.ts) gets that one issue, at the line of the bound.
 */
export function lintTemplateMarkup(template: string, windowLike: WindowLike, options: SanitizeOptions = {}): LintIssue[] {
  // Beyond the bounds the runtime never parses the template, and neither does the linter: a parser's
  // cost grows faster than the template.
  const problem = checkTemplateBounds(template);
  if (problem) return [{ line: problem.line, token: 'template', message: `${problem.message}: beyond the bounds of a template, so the default template renders instead` }];
  const seen = new Map<string, number>();
  // The template is read once for places and once for lines: a search per removal would cost the
  // number of removals times the length of the template.
  const written = readWrittenPlaces(template);
  const lineOf = createLineOf(template);
  return listRemovedMarkup(windowLike, markTokens(template), options).map((removed) => {
    const at = nthPlace(placesFor(removed, written), seen) ?? 0;
    return { line: lineOf(at), ...markupRemovalReason(removed, unmark) };
  });
}

import type { WindowLike } from 'dompurify';
import type { LintIssue } from './lintTemplate.ts';
import { SENTINEL_CLOSE, SENTINEL_OPEN, markTokens } from './markTokens.ts';
import { listRemovedMarkup, type RemovedMarkup, type SanitizeOptions } from './sanitizeTemplate.ts';

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** A value as the partner wrote it: the runtime's token markers back to {{name}}. */
function unmark(value: string): string {
  return value.split(SENTINEL_OPEN).join('{{').split(SENTINEL_CLOSE).join('}}');
}

/**
 * Where a removed piece may stand in the template as the partner wrote it: a tag by its name, an
 * attribute by its name and value, else by its name alone (when entities changed the value).
 */
function patternsFor(removed: RemovedMarkup): RegExp[] {
  if (removed.kind === 'element' || removed.attribute === undefined) return [new RegExp(`<${escapeRegExp(removed.element)}(?=[\\s/>])`, 'gi')];
  const name = `[\\s"'/]${escapeRegExp(removed.attribute)}`;
  return [
    new RegExp(`${name}\\s*=\\s*["']?${escapeRegExp(unmark(removed.value ?? ''))}`, 'gi'),
    new RegExp(`${name}(?=\\s*=|[\\s/>])`, 'gi'),
  ];
}

/** The offset of the nth (0-based) place a pattern matches, per pattern, or undefined. */
function nthPlace(template: string, patterns: RegExp[], seen: Map<string, number>): number | undefined {
  for (const pattern of patterns) {
    const matches = [...template.matchAll(pattern)];
    if (matches.length === 0) continue;
    const occurrence = seen.get(pattern.source) ?? 0;
    seen.set(pattern.source, occurrence + 1);
    return (matches[occurrence] ?? matches.at(-1))?.index;
  }
  return undefined;
}

function issueFor(removed: RemovedMarkup): { token: string; message: string } {
  if (removed.kind === 'element') {
    return { token: `<${removed.element}>`, message: `<${removed.element}> is removed with its attributes: the header profile does not allow this element` };
  }
  if (removed.kind === 'rule') {
    const token = removed.attribute === undefined ? `<${removed.element}>` : `${removed.attribute}="${unmark(removed.value ?? '')}"`;
    return { token, message: `${removed.attribute === undefined ? token : `${token} on <${removed.element}>`}: ${removed.reason}` };
  }
  const token = `${removed.attribute}="${unmark(removed.value)}"`;
  const on = `on <${removed.element}>`;
  if (removed.kind === 'url') return { token, message: `this URL ${on} is removed: only http, https, mailto, tel and relative URLs (and #ids for <use>) are allowed` };
  if (/^on/i.test(removed.attribute)) return { token, message: `event handler ${on} is removed: no script runs in the header` };
  if (removed.attribute.toLowerCase() === 'style') return { token, message: `style attribute ${on} is removed: put partner styles in css.css or cssHeader.css` };
  return { token, message: `attribute ${on} is removed: the header profile does not allow it` };
}

/**
 * What the header profile (DESIGN §3) takes out of a template, told to the partner before
 * publishing: elements it never renders (script, style, form, iframe ...), attributes it drops
 * (event handlers, style, unknown ones) and URLs outside the URL policy. The template is marked as
 * the runtime marks it, so a token in a URL counts as the runtime counts it. Each issue carries the
 * line where it is written: the nth removal of a tag (or attribute and value) at its nth place.
 * `runtimeTemplate` lints one of the runtime's own default templates, which may use its classes.
 */
export function lintTemplateMarkup(template: string, windowLike: WindowLike, options: SanitizeOptions = {}): LintIssue[] {
  const seen = new Map<string, number>();
  return listRemovedMarkup(windowLike, markTokens(template), options).map((removed) => {
    const at = nthPlace(template, patternsFor(removed), seen) ?? 0;
    return { line: template.slice(0, at).split('\n').length, ...issueFor(removed) };
  });
}

import { TEMPLATE_ID_PREFIX } from './headerProfile.ts';
import { ALLOWED_PAINT_ATTRIBUTES, MAY_HOLD_URL, PAINT_SELECTOR, rewritePaintValue } from './paintUrls.ts';
import type { OnRuleRemoval } from './ruleRemoval.ts';

/** Attributes holding a list of ids (a single id is a list of one). */
const ID_LIST_ATTRIBUTES = [
  'aria-labelledby', 'aria-describedby', 'aria-controls', 'aria-owns', 'aria-activedescendant',
  'aria-details', 'aria-errormessage', 'aria-flowto',
];
/** `*|href` matches href and xlink:href. */
const REFERENCE_SELECTOR = [...ID_LIST_ATTRIBUTES.map((name) => `[${name}]`), '[for]', '[*|href^="#"]'].join(', ');
/** Without ids of its own, a template has only labels to look at (most templates). */
const LABEL_SELECTOR = '[for]';
const SPACE = /[\t\n\f\r ]+/;

/** Each id the template defines, mapped to its prefixed form. */
function prefixIds(root: Element): Map<string, string> {
  const prefixed = new Map<string, string>();
  for (const element of root.querySelectorAll('[id]')) {
    const id = element.getAttribute('id') ?? '';
    const renamed = TEMPLATE_ID_PREFIX + id;
    prefixed.set(id, renamed);
    element.setAttribute('id', renamed);
  }
  return prefixed;
}

/**
 * A label is the one reference that acts: clicking it focuses or clicks its control. One that
 * points outside the template would reach into the host page, so it goes. `for` holds one id,
 * compared as written (as the browser does).
 */
function rewriteFor(element: Element, prefixedIds: ReadonlyMap<string, string>, onRemove?: OnRuleRemoval): void {
  const value = element.getAttribute('for');
  if (value === null) return;
  const prefixed = prefixedIds.get(value);
  if (prefixed !== undefined) {
    element.setAttribute('for', prefixed);
    return;
  }
  element.removeAttribute('for');
  onRemove?.({ element, attribute: { name: 'for', value }, rule: 'labelOutside' });
}

function rewriteIdList(element: Element, name: string, prefixedIds: ReadonlyMap<string, string>): void {
  const value = element.getAttribute(name);
  if (value === null) return;
  const ids = value.split(SPACE).filter((id) => id !== '');
  if (!ids.some((id) => prefixedIds.has(id))) return;
  element.setAttribute(name, ids.map((id) => prefixedIds.get(id) ?? id).join(' '));
}

function rewriteFragmentLinks(element: Element, prefixedIds: ReadonlyMap<string, string>): void {
  for (const attribute of element.attributes) {
    if (attribute.localName !== 'href' || !attribute.value.startsWith('#')) continue;
    const prefixed = prefixedIds.get(attribute.value.slice(1));
    if (prefixed !== undefined) attribute.value = `#${prefixed}`;
  }
}

/** Paint attributes with a url() in a sanitized template: see `rewritePaintValue`. */
function enforcePaintUrls(root: Element, prefixedIds: ReadonlyMap<string, string>, onRemove?: OnRuleRemoval): void {
  for (const element of root.querySelectorAll(PAINT_SELECTOR)) {
    for (const name of ALLOWED_PAINT_ATTRIBUTES) {
      const value = element.getAttribute(name);
      if (value === null || !MAY_HOLD_URL.test(value)) continue;
      const kept = rewritePaintValue(value, prefixedIds);
      if (kept === value) continue;
      if (kept !== null) {
        element.setAttribute(name, kept);
        continue;
      }
      element.removeAttribute(name);
      onRemove?.({ element, attribute: { name, value }, rule: 'paintUrl' });
    }
  }
}

/**
 * Prefixes the template's ids and rewrites every reference that points at one of them (labels,
 * ARIA relations, `#id` links and SVG references, `url(#id)` paint); a reference to an id the
 * template does not define (a skip link to the host's `#main`) stays as written, except a label's
 * `for`, which is removed. Ids referenced before their definition are found too: ids first.
 */
export function prefixTemplateIds(root: Element, onRemove?: OnRuleRemoval): void {
  const prefixedIds = prefixIds(root);
  for (const element of root.querySelectorAll(prefixedIds.size > 0 ? REFERENCE_SELECTOR : LABEL_SELECTOR)) {
    rewriteFor(element, prefixedIds, onRemove);
    for (const name of ID_LIST_ATTRIBUTES) rewriteIdList(element, name, prefixedIds);
    rewriteFragmentLinks(element, prefixedIds);
  }
  enforcePaintUrls(root, prefixedIds, onRemove);
}

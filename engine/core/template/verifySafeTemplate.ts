import { findTokenNodes } from './findTokenNodes.ts';
import { ALLOWED_URI, FORBIDDEN_ATTRIBUTES, HEADER_ATTRIBUTES, HEADER_TAGS, TEMPLATE_DATA_ATTRIBUTES, TEMPLATE_ID_PREFIX } from './headerProfile.ts';
import { relForLink } from './linkRel.ts';
import { ALLOWED_PAINT_ATTRIBUTES, MAY_HOLD_URL, PAINT_SELECTOR, rewritePaintValue } from './paintUrls.ts';
import { scanStartTags } from './scanStartTags.ts';
import type { SanitizedTemplate } from './sanitizeTemplate.ts';
import { TEMPLATE_BOUNDS } from './templateBoundsLimits.ts';
import { isAllowedUrl } from '../url/urlPolicy.ts';

const HTML = 'http://www.w3.org/1999/xhtml';
const SVG = 'http://www.w3.org/2000/svg';

/** The header profile's SVG elements (lower case, as the profile names them); `a` and `title` are both. */
const SVG_TAGS = new Set(HEADER_TAGS.slice(HEADER_TAGS.indexOf('svg')).concat('a'));
const HTML_TAGS = new Set(HEADER_TAGS.filter((tag) => !SVG_TAGS.has(tag) || tag === 'a'));
const ATTRIBUTES = new Set([...HEADER_ATTRIBUTES, ...TEMPLATE_DATA_ATTRIBUTES]);
const FORBIDDEN = new Set(FORBIDDEN_ATTRIBUTES);
/** Attributes whose value DOMPurify does not hold to the URI pattern (its DEFAULT_URI_SAFE_ATTRIBUTES we allow). */
const URI_SAFE = new Set(['alt', 'class', 'for', 'id', 'role', 'title', 'xmlns']);
const ARIA = /^aria-[-\w]+$/;
/** What DOMPurify takes out of a value before it tests it against the URI pattern. */
// eslint-disable-next-line no-control-regex -- the control characters DOMPurify takes out
const ATTR_WHITESPACE = /[\u0000-\u0020\u00A0\u1680\u180E\u2000-\u2029\u205F\u3000]/g;
const RUNTIME_CLASS = /(?:^|[\t\n\f\r ])unav-/i;
/** A stored form is the sanitized template: a few ids and attributes longer than the template's 256 kB at most. */
const MAX_STORED_LENGTH = 512 * 1024;

const isAllowedName = (name: string) => !FORBIDDEN.has(name) && (ATTRIBUTES.has(name) || ARIA.test(name));

/**
 * A first look at the tags as written, before any parser: an element or attribute name outside
 * the profile refuses the form at once, so that a planted handler is not even parsed (a page's
 * Content-Security-Policy reports a handler attribute parsed into an inert document).
 */
function writtenFault(html: string): string | undefined {
  for (const tag of scanStartTags(html)) {
    const element = html.slice(tag.start + 1, tag.nameEnd).toLowerCase();
    if (!HTML_TAGS.has(element) && !SVG_TAGS.has(element)) return `element ${element}`;
    for (const { nameStart, nameEnd } of tag.attributes) {
      const name = html.slice(nameStart, nameEnd).toLowerCase();
      if (!isAllowedName(name)) return `attribute ${name}`;
    }
  }
  return undefined;
}

/** Why an attribute of a sanitized template could not have come out of the sanitizer, or undefined. */
function attributeFault(element: Element, attribute: Attr, runtimeTemplate: boolean): string | undefined {
  const name = attribute.name.toLowerCase();
  const { value } = attribute;
  if (!isAllowedName(name)) return `attribute ${name}`;
  if (!URI_SAFE.has(name) && value !== '' && !ALLOWED_URI.test(value.replace(ATTR_WHITESPACE, ''))) return `value of ${name}`;
  if ((name === 'href' || name === 'src' || name === 'xlink:href') && !isAllowedUrl(value)) return `URL of ${name}`;
  if (element.localName === 'use' && name.endsWith('href') && !value.startsWith('#')) return 'use outside the template';
  if ((name === 'id' || name === 'for') && !value.startsWith(TEMPLATE_ID_PREFIX)) return `unprefixed ${name}`;
  if (name === 'class' && !runtimeTemplate && RUNTIME_CLASS.test(value)) return 'runtime class';
  return undefined;
}

/** Why an element could not have come out of the sanitizer, or undefined. */
function elementFault(element: Element, runtimeTemplate: boolean): string | undefined {
  const name = element.localName.toLowerCase();
  const allowed = element.namespaceURI === HTML ? HTML_TAGS.has(name) && name !== 'title' : element.namespaceURI === SVG && SVG_TAGS.has(name);
  if (!allowed) return `element ${name}`;
  for (const attribute of element.attributes) {
    const fault = attributeFault(element, attribute, runtimeTemplate);
    if (fault) return fault;
  }
  const target = element.getAttribute('target');
  const rel = element.getAttribute('rel');
  if (target !== null && target !== target.trim()) return 'link target';
  return relForLink(target, rel) === rel ? undefined : 'link rel';
}

/** Paint url()s may point only at an element of the template, by its prefixed id, as the sanitizer leaves them. */
function paintFault(root: Element, ids: ReadonlySet<string>): string | undefined {
  const own = new Map([...ids].map((id) => [id, id]));
  for (const element of root.querySelectorAll(PAINT_SELECTOR)) {
    for (const name of ALLOWED_PAINT_ATTRIBUTES) {
      const value = element.getAttribute(name);
      if (value !== null && MAY_HOLD_URL.test(value) && rewritePaintValue(value, own) !== value) return `paint ${name}`;
    }
  }
  return undefined;
}

/**
 * A stored sanitized template (the body's HTML the sanitizer gave, saved for the next view) made
 * ready to compile without the sanitizer, or a reason it is refused. It is checked, never cleaned:
 * its tags read as written, then parsed into an inert document (nothing runs or loads there), and
 * every node is held to what the sanitizer lets out (the header profile's elements in their
 * namespaces, its attributes, the URI pattern, the URL policy, prefixed ids, link rel, paint url()s,
 * no runtime classes in a partner's template) and to the template bounds; one fault and the whole
 * form is refused, so a value planted in storage can only cost the view its cached form, never put
 * markup on the page.
 */
export function verifySafeTemplate(
  html: string,
  document: Document,
  runtimeTemplate = false,
): { template: SanitizedTemplate } | { refused: string } {
  if (html.length > MAX_STORED_LENGTH) return { refused: 'length' };
  const written = writtenFault(html);
  if (written) return { refused: written };
  const root = document.implementation.createHTMLDocument('').body;
  root.innerHTML = html;
  const ids = new Set<string>();
  const labels: string[] = [];
  let elements = 0;
  const walk = (parent: Element, depth: number): string | undefined => {
    if (depth > TEMPLATE_BOUNDS.depth) return 'depth';
    for (let node = parent.firstChild; node; node = node.nextSibling) {
      if (node.nodeType === 3 || node.nodeType === 8) continue;
      if (node.nodeType !== 1) return 'node';
      const element = node as Element;
      if (++elements > TEMPLATE_BOUNDS.elements) return 'elements';
      const fault = elementFault(element, runtimeTemplate) ?? walk(element, depth + 1);
      if (fault) return fault;
      const id = element.getAttribute('id');
      if (id !== null) ids.add(id);
      const label = element.getAttribute('for');
      if (label !== null) labels.push(label);
    }
    return undefined;
  };
  const fault = walk(root, 1) ?? (labels.some((label) => !ids.has(label)) ? 'label outside the template' : undefined) ?? paintFault(root, ids);
  if (fault) return { refused: fault };
  return { template: { root, tokenNodes: findTokenNodes(root, html) } };
}

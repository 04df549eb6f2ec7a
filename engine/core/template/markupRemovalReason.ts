import { TEMPLATE_DATA_ATTRIBUTES, URL_ATTRIBUTES } from './headerProfile.ts';
import type { RemovedMarkup } from './sanitizeTemplate.ts';

/** What the partner wrote (tag or attribute="value") and why the header profile takes it out. */
export interface MarkupRemovalReason {
  token: string;
  message: string;
}

const ALLOWED_URLS = 'only http:, https:, mailto:, tel: and relative URLs are allowed';

/** Why each kind of forbidden element is refused, so the partner knows what to use instead. */
const ELEMENT_REASONS: readonly [RegExp, string][] = [
  [/^(script|noscript|template)$/, 'it holds script, and no script runs in the header'],
  [/^(style|link|meta|base)$/, 'it would style or change the host page: put partner styles in css.css or cssHeader.css'],
  [/^(form|input|textarea|select|option)$/, 'the header submits nothing: link to a page that has the form'],
  [/^(iframe|frame|frameset|object|embed|applet|portal|foreignobject|math)$/, 'it embeds another document'],
  [/^(audio|video|source|track)$/, 'media does not play in the header: link to it instead'],
  [/^(set|animate|animatemotion|animatetransform)$/, 'SVG animation can rewrite attributes (an href) after sanitizing'],
];

/** Why each forbidden attribute is refused; unknown ones are told apart below. */
const ATTRIBUTE_REASONS: Readonly<Record<string, string>> = {
  style: 'put partner styles in css.css or cssHeader.css',
  srcset: 'its URLs escape the URL policy: use src',
  action: 'the header submits nothing',
  formaction: 'the header submits nothing',
  background: 'it loads an image outside the URL policy: use css.css',
  ping: 'it sends a request on every click',
  is: 'it would run the host page\'s custom element code',
};

// eslint-disable-next-line no-control-regex -- the characters a browser skips inside a scheme
const IGNORED = /[\u0000-\u0020\u007f-\u009f\u00ad\u200b-\u200f\u2028\u2029\ufeff]/g;

/** The scheme of a URL as a browser reads it (`java\tscript:` is javascript:), or undefined when relative. */
export function urlScheme(value: string): string | undefined {
  return /^([a-z][a-z0-9+.-]*):/i.exec(value.replace(IGNORED, ''))?.[1]?.toLowerCase();
}

function elementReason(element: string): string {
  const name = element.toLowerCase();
  const reason = ELEMENT_REASONS.find(([pattern]) => pattern.test(name))?.[1];
  return `<${element}> is removed with its attributes: the header profile does not allow this element: ${reason ?? 'use header, nav, div, span, a, ul, li, img, svg and the other elements DESIGN §3 lists'}`;
}

function urlReason(element: string, attribute: string, value: string): string {
  const at = `${attribute} on <${element}>`;
  if (element.toLowerCase() === 'use' && !value.startsWith('#')) return `URL in ${at} is removed: <use> may point only at an #id in the same template, never at another document`;
  const scheme = urlScheme(value);
  if (scheme === 'data') return `URL scheme "data:" in ${at} is removed: a template may not inline data: URLs; ${ALLOWED_URLS}`;
  if (scheme) return `URL scheme "${scheme}:" in ${at} is removed: ${ALLOWED_URLS}`;
  return `URL in ${at} is removed: ${ALLOWED_URLS}`;
}

function attributeReason(element: string, attribute: string): string {
  const name = attribute.toLowerCase();
  const on = `on <${element}>`;
  if (name.startsWith('on')) return `event handler ${on} is removed: ${attribute} runs script, and no script runs in the header`;
  if (name === 'style') return `style attribute ${on} is removed: ${ATTRIBUTE_REASONS.style}`;
  if (ATTRIBUTE_REASONS[name]) return `attribute ${on} is removed: ${attribute} is not allowed: ${ATTRIBUTE_REASONS[name]}`;
  if (name.startsWith('data-')) {
    return `attribute ${on} is removed: only these data-* attributes are kept (libraries on host pages read others as code): ${TEMPLATE_DATA_ATTRIBUTES.join(', ')}`;
  }
  return `attribute ${on} is removed: ${attribute} is not among the attributes the header profile allows`;
}

/** What was taken out, as written, and the real reason: the URL scheme, the handler, the element, the rule. */
export function markupRemovalReason(removed: RemovedMarkup, unmark: (value: string) => string = (value) => value): MarkupRemovalReason {
  if (removed.kind === 'element') return { token: `<${removed.element}>`, message: elementReason(removed.element) };
  if (removed.kind === 'rule') {
    const token = removed.attribute === undefined ? `<${removed.element}>` : `${removed.attribute}="${unmark(removed.value ?? '')}"`;
    return { token, message: `${removed.attribute === undefined ? token : `${token} on <${removed.element}>`}: ${removed.reason}` };
  }
  const token = `${removed.attribute}="${unmark(removed.value)}"`;
  // DOMPurify drops a URL outside its scheme list as an attribute: the URL is to blame, not the attribute.
  const isUrl = removed.kind === 'url' || (URL_ATTRIBUTES.has(removed.attribute.toLowerCase()) && urlScheme(removed.value) !== undefined);
  return { token, message: isUrl ? urlReason(removed.element, removed.attribute, removed.value) : attributeReason(removed.element, removed.attribute) };
}

/**
 * The strict header profile (DESIGN §3): what a header, footer or menu needs, and nothing that can
 * run script, load another document, submit data, or restyle the host page.
 */
export const HEADER_TAGS = [
  // structure and text
  'a', 'abbr', 'b', 'br', 'button', 'div', 'em', 'footer', 'h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'header',
  'hr', 'i', 'img', 'label', 'li', 'nav', 'ol', 'p', 'picture', 'section', 'small', 'span', 'strong', 'sub',
  'sup', 'time', 'u', 'ul', 'figure', 'figcaption', 'address', 'aside', 'main', 'dl', 'dt', 'dd', 'mark',
  // inline SVG icons (no <style>, no <foreignObject>, no <script>, no animation)
  'svg', 'g', 'path', 'circle', 'ellipse', 'line', 'polyline', 'polygon', 'rect', 'title', 'desc', 'defs',
  'use', 'symbol', 'lineargradient', 'radialgradient', 'stop', 'clippath', 'mask', 'text', 'tspan',
];

export const FORBIDDEN_TAGS = [
  'script', 'style', 'form', 'iframe', 'frame', 'frameset', 'object', 'embed', 'applet', 'base', 'meta',
  'link', 'math', 'foreignobject', 'input', 'textarea', 'select', 'option', 'template', 'noscript',
  'audio', 'video', 'source', 'track', 'portal', 'set', 'animate', 'animatemotion', 'animatetransform',
];

export const HEADER_ATTRIBUTES = [
  'href', 'src', 'alt', 'title', 'class', 'id', 'role', 'target', 'rel', 'width', 'height', 'tabindex',
  'type', 'lang', 'dir', 'hidden', 'loading', 'decoding', 'datetime', 'for',
  // SVG presentation
  'viewbox', 'xmlns', 'fill', 'stroke', 'stroke-width', 'stroke-linecap', 'stroke-linejoin',
  'stroke-miterlimit', 'stroke-dasharray', 'd', 'cx', 'cy', 'r', 'rx', 'ry', 'x', 'y', 'x1', 'y1', 'x2',
  'y2', 'points', 'transform', 'opacity', 'fill-rule', 'clip-rule', 'fill-opacity', 'stroke-opacity',
  'focusable', 'preserveaspectratio', 'offset', 'stop-color', 'stop-opacity', 'gradientunits',
  'gradienttransform', 'clip-path', 'mask', 'xlink:href', 'version', 'text-anchor', 'font-size',
  'font-weight',
];

/**
 * The only data-* attributes a template may carry: `data-relative`, which the runtime reads (SPEC
 * §5), `data-layout`, which the default templates name their layout with (nothing styles or reads
 * it in the page), and inert names partners use for analytics and tests. Any other data-* is removed: libraries
 * on a host page read some as code or markup (Knockout's data-bind, htmx's data-hx-*, Bootstrap's
 * data-bs-*, data-toggle, data-content), and the runtime's own state attributes (`data-state`,
 * `data-status`, `data-phase`, `data-mode`, `data-scroll`: README "State attributes") drive its styles.
 */
export const TEMPLATE_DATA_ATTRIBUTES = ['data-relative', 'data-layout', 'data-testid', 'data-test', 'data-qa', 'data-track', 'data-analytics'];

/**
 * Partner ids get this prefix, so that they never shadow the host page's own (`getElementById`,
 * `window.x` and `document.x` named access). DOMPurify's SANITIZE_NAMED_PROPS uses the same one;
 * prefixTemplateIds (templateIds.ts) adds it, rewriting the references alongside.
 */
export const TEMPLATE_ID_PREFIX = 'user-content-';

/** Style attributes are refused: partner styling belongs in the scoped css/cssHeader (DESIGN §3). */
export const FORBIDDEN_ATTRIBUTES = ['style', 'srcset', 'formaction', 'action', 'background', 'ping', 'is'];

/**
 * What a value of any attribute but the URI-safe ones must look like (DOMPurify's
 * ALLOWED_URI_REGEXP, which it tests with whitespace and control characters taken out): only
 * http(s), mailto, tel and relative URLs, or a value that is no URL at all (DESIGN §3).
 */
export const ALLOWED_URI = /^(?:(?:https?|mailto|tel):|[^a-z]|[a-z+.-]+(?:[^a-z+.\-:]|$))/i;

/** Attributes holding a URL, checked against the URL policy. */
export const URL_ATTRIBUTES = new Set(['href', 'src', 'xlink:href']);

/** DOMPurify's configuration of the header profile (sanitizeTemplate.ts). */
export const HEADER_PROFILE = {
  // DOMPurify walks from the body it parsed into: were body not allowed, it would deep-clone the
  // whole template to keep the content of a removed element, doubling the cost. Only the body's
  // children are used, so a partner's own <body> attributes (merged onto it by the parser) go nowhere.
  ALLOWED_TAGS: [...HEADER_TAGS, 'body'],
  ALLOWED_ATTR: [...HEADER_ATTRIBUTES, ...TEMPLATE_DATA_ATTRIBUTES],
  FORBID_TAGS: FORBIDDEN_TAGS,
  FORBID_ATTR: FORBIDDEN_ATTRIBUTES,
  // data-* from TEMPLATE_DATA_ATTRIBUTES only (headerProfile.ts).
  ALLOW_DATA_ATTR: false,
  ALLOW_ARIA_ATTR: true,
  ALLOW_UNKNOWN_PROTOCOLS: false,
  ALLOWED_URI_REGEXP: ALLOWED_URI,
  // A body element rather than a fragment: XPath accepts an element as context node.
  RETURN_DOM: true as const,
};

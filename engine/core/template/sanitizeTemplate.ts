import createDOMPurify, { type DOMPurify, type WindowLike } from 'dompurify';
import { FORBIDDEN_ATTRIBUTES, FORBIDDEN_TAGS, HEADER_ATTRIBUTES, HEADER_TAGS, URL_ATTRIBUTES } from './headerProfile.ts';
import { isAllowedUrl } from './urlPolicy.ts';

export type TemplateSanitizer = (markedTemplate: string) => DocumentFragment;

const PROFILE = {
  ALLOWED_TAGS: HEADER_TAGS,
  ALLOWED_ATTR: HEADER_ATTRIBUTES,
  FORBID_TAGS: FORBIDDEN_TAGS,
  FORBID_ATTR: FORBIDDEN_ATTRIBUTES,
  ALLOW_DATA_ATTR: true,
  ALLOW_ARIA_ATTR: true,
  ALLOW_UNKNOWN_PROTOCOLS: false,
  // Only http(s), mailto, tel and relative; the hook below also refuses data: where DOMPurify
  // would allow it on images.
  ALLOWED_URI_REGEXP: /^(?:(?:https?|mailto|tel):|[^a-z]|[a-z+.-]+(?:[^a-z+.\-:]|$))/i,
  RETURN_DOM_FRAGMENT: true as const,
};

const sanitizers = new WeakMap<object, DOMPurify>();

function purifierFor(windowLike: WindowLike): DOMPurify {
  let purifier = sanitizers.get(windowLike);
  if (purifier) return purifier;
  // Our own instance, so our hooks never change a host page's DOMPurify.
  purifier = createDOMPurify(windowLike);
  purifier.addHook('uponSanitizeAttribute', (node, data) => {
    const name = data.attrName;
    if (URL_ATTRIBUTES.has(name) && !isAllowedUrl(data.attrValue)) data.keepAttr = false;
    // <use> may only point inside the template: an external reference loads another document.
    if (node.nodeName.toLowerCase() === 'use' && (name === 'href' || name === 'xlink:href') && !data.attrValue.startsWith('#')) {
      data.keepAttr = false;
    }
  });
  purifier.addHook('afterSanitizeAttributes', (node) => {
    if (node.nodeName.toLowerCase() === 'a' && node.getAttribute('target') === '_blank') {
      node.setAttribute('rel', 'noopener noreferrer');
    }
  });
  sanitizers.set(windowLike, purifier);
  return purifier;
}

/** Sanitizes a marked template with the strict header profile into a fragment of the given window. */
export function createTemplateSanitizer(windowLike: WindowLike): TemplateSanitizer {
  const purifier = purifierFor(windowLike);
  return (markedTemplate) => purifier.sanitize(markedTemplate, PROFILE);
}

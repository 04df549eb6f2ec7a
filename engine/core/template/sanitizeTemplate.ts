import createDOMPurify, { type DOMPurify, type WindowLike } from 'dompurify';
import { FORBIDDEN_ATTRIBUTES, FORBIDDEN_TAGS, HEADER_ATTRIBUTES, HEADER_TAGS } from './headerProfile.ts';
import { SENTINEL_OPEN } from './markTokens.ts';
import { isAllowedUrl } from './urlPolicy.ts';

export interface SanitizedTemplate {
  /** The sanitized template's nodes, under a body element of an inert document. */
  root: Element;
  /** Nodes that carry a token: text nodes with a marker and elements with a marker in an attribute. */
  tokenNodes: Node[];
}

export type TemplateSanitizer = (markedTemplate: string) => SanitizedTemplate;

const PROFILE = {
  ALLOWED_TAGS: HEADER_TAGS,
  ALLOWED_ATTR: HEADER_ATTRIBUTES,
  FORBID_TAGS: FORBIDDEN_TAGS,
  FORBID_ATTR: FORBIDDEN_ATTRIBUTES,
  ALLOW_DATA_ATTR: true,
  ALLOW_ARIA_ATTR: true,
  ALLOW_UNKNOWN_PROTOCOLS: false,
  // Only http(s), mailto, tel and relative URLs (DESIGN §3).
  ALLOWED_URI_REGEXP: /^(?:(?:https?|mailto|tel):|[^a-z]|[a-z+.-]+(?:[^a-z+.\-:]|$))/i,
  // A body element rather than a fragment: XPath accepts an element as context node.
  RETURN_DOM: true as const,
};

/** URL attributes, namespaced ones included (`*|href` matches xlink:href). */
const URL_SELECTOR = '[src], [href], [*|href]';

/**
 * What the profile alone cannot say, done with native selectors after sanitizing rather than with
 * per-node hooks (which cost as much as the sanitizing itself):
 * - DOMPurify keeps data: URLs on images; our URL policy refuses every data: URL;
 * - <use> may only point inside the template (an external reference loads another document);
 * - a link opening a new window gets rel="noopener noreferrer".
 */
function enforceUrlPolicy(root: Element): void {
  for (const element of root.querySelectorAll(URL_SELECTOR)) {
    for (const attribute of [...element.attributes]) {
      const name = attribute.localName;
      if (name !== 'src' && name !== 'href') continue;
      const local = element.localName === 'use' && !attribute.value.startsWith('#');
      if (local || !isAllowedUrl(attribute.value)) element.removeAttributeNode(attribute);
    }
  }
  for (const anchor of root.querySelectorAll('a[target="_blank"]')) anchor.setAttribute('rel', 'noopener noreferrer');
}

/** Token nodes found natively with one XPath query instead of a walk in script. */
function findTokenNodes(root: Element): Node[] {
  const doc = root.ownerDocument;
  const query = `descendant::text()[contains(., '${SENTINEL_OPEN}')] | descendant::*[@*[contains(., '${SENTINEL_OPEN}')]]`;
  const found = doc.evaluate(query, root, null, 7 /* ORDERED_NODE_SNAPSHOT_TYPE */, null);
  const nodes: Node[] = [];
  for (let i = 0; i < found.snapshotLength; i++) {
    const node = found.snapshotItem(i);
    if (node) nodes.push(node);
  }
  return nodes;
}

const purifiers = new WeakMap<object, DOMPurify>();

function purifierFor(windowLike: WindowLike): DOMPurify {
  let purify = purifiers.get(windowLike);
  if (!purify) {
    // Our own instance, so our configuration never changes a host page's DOMPurify. The profile is
    // parsed once: passing it to every sanitize() call would rebuild its sets each time.
    purify = createDOMPurify(windowLike);
    purify.setConfig(PROFILE);
    purifiers.set(windowLike, purify);
  }
  return purify;
}

/** Sanitizes a marked template with the strict header profile, in the given window. */
export function createTemplateSanitizer(windowLike: WindowLike): TemplateSanitizer {
  const purify = purifierFor(windowLike);
  return (markedTemplate) => {
    const root = purify.sanitize(markedTemplate) as unknown as Element;
    enforceUrlPolicy(root);
    return { root, tokenNodes: findTokenNodes(root) };
  };
}

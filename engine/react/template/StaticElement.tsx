import { createElement, type Ref } from 'react';

/**
 * An element of the sanitized template without any token inside. The sanitized element is kept and
 * its attributes and content are cloned into place: no HTML is parsed again, no attribute becomes a
 * React prop, and React does not build an element per node. React owns the element (its place in
 * the tree); what the ref copies in is never touched by React, because the element has no props
 * or children of React's.
 */
export function createStaticElement(tag: string, source: Element, key?: string | number) {
  const ref: Ref<Element> = (element) => {
    if (!element) return;
    for (const attribute of source.attributes) element.setAttributeNS(attribute.namespaceURI, attribute.name, attribute.value);
    element.replaceChildren(...source.cloneNode(true).childNodes);
  };
  return createElement(tag, { key, ref });
}

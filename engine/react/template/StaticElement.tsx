import { createElement, type Ref } from 'react';

/**
 * Where a static element's attributes and content come from: the sanitized element, until the first
 * render moves its content into the page; from then on that rendered element, which holds the same
 * nodes (nothing writes into a static element after it is filled: React owns none of its content).
 */
interface StaticSource {
  element: Element;
}

/**
 * An element of the sanitized template without any token inside. Its attributes and content are
 * copied into place: no HTML is parsed again, no attribute becomes a React prop, and React does not
 * build an element per node. The first render moves the sanitized nodes (the cold path pays no
 * copy); later renders clone them.
 */
export function createStaticElement(tag: string, sanitized: Element, key?: string | number) {
  const source: StaticSource = { element: sanitized };
  const ref: Ref<Element> = (element) => {
    if (!element || element === source.element) return;
    const from = source.element;
    for (const attribute of from.attributes) element.setAttributeNS(attribute.namespaceURI, attribute.name, attribute.value);
    if (from === sanitized && from.ownerDocument !== element.ownerDocument) {
      element.append(...from.childNodes);
      source.element = element;
    } else {
      element.replaceChildren(...from.cloneNode(true).childNodes);
    }
  };
  return createElement(tag, { key, ref });
}

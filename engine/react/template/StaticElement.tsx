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
 *
 * What the ref copies in is unknown to React, so an element React reuses for another template
 * would keep it (an attribute of template A on template B's link), in either direction: from a
 * static element to a React-rendered one too, which no ref sees. So reuse is ruled out where it
 * can happen, not cleaned up after: TemplateView keys each compiled template (template hash, trust
 * and marketplace URL), and a new template mounts new elements. Within one compiled template the
 * same element is never handed another template's content.
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

import { createElement, Fragment, type ReactElement, type ReactNode } from 'react';
import { attributesToProps, domToReact, Element, Text, type DOMNode, type HTMLReactParserOptions } from 'html-react-parser';
import { hasMarker, splitMarkers } from '../../core/template/markTokens.ts';
import { resolveLink } from '../../core/template/urlPolicy.ts';
import { BoundElement } from './BoundElement.tsx';
import { TemplateToken } from './TemplateToken.tsx';

/** SVG tag names whose case the DOM lowercases for HTML but React needs in camelCase. */
const SVG_TAG_CASE: Record<string, string> = {
  lineargradient: 'linearGradient',
  radialgradient: 'radialGradient',
  clippath: 'clipPath',
};

/**
 * Resolves links once, in the sanitized DOM: a non-absolute href gets the marketplace URL unless
 * the link is marked `data-relative` (SPEC §5). Links whose href holds a token resolve at render.
 */
function resolveStaticLinks(fragment: DocumentFragment, marketUrl: string): void {
  for (const anchor of fragment.querySelectorAll('a[href]')) {
    const href = anchor.getAttribute('href') ?? '';
    if (!hasMarker(href)) anchor.setAttribute('href', resolveLink(href, marketUrl, anchor.hasAttribute('data-relative')));
  }
  // An empty src makes the browser fetch the page again: drop it.
  for (const element of fragment.querySelectorAll('[src=""]')) element.removeAttribute('src');
}

interface Walk {
  /** Elements without any token inside: rendered from their sanitized inner HTML in one step. */
  staticHtml: Map<Element, string>;
}

function attributesOf(element: globalThis.Element): Record<string, string> {
  const out: Record<string, string> = {};
  for (const attribute of element.attributes) out[attribute.name] = attribute.value;
  return out;
}

/**
 * Turns sanitized DOM nodes into html-react-parser's node objects. A subtree without tokens is
 * not walked further: it stays one static element whose content is the sanitized HTML, which is
 * what makes a warm render cheap (a single innerHTML instead of a React element per node).
 */
function toParserNodes(nodes: NodeListOf<ChildNode>, walk: Walk, parent: Element | null): { list: DOMNode[]; dynamic: boolean } {
  const list: DOMNode[] = [];
  let dynamic = false;
  for (const node of nodes) {
    let current: DOMNode;
    if (node.nodeType === 3) {
      const text = node.nodeValue ?? '';
      current = new Text(text);
      if (hasMarker(text)) dynamic = true;
    } else if (node.nodeType === 1) {
      const element = node as globalThis.Element;
      const rawName = element.nodeName.toLowerCase();
      const name = SVG_TAG_CASE[rawName] ?? rawName;
      const attribs = attributesOf(element);
      const parserElement = new Element(name, attribs);
      const children = toParserNodes(element.childNodes, walk, parserElement);
      const attributesDynamic = Object.values(attribs).some(hasMarker);
      if (children.dynamic || attributesDynamic) {
        parserElement.children = children.list as Element['children'];
        dynamic = true;
      } else if (element.childNodes.length > 0) {
        walk.staticHtml.set(parserElement, element.innerHTML);
      }
      current = parserElement;
    } else {
      continue; // comments and anything else carry nothing to show
    }
    const previous = list[list.length - 1];
    if (previous) {
      previous.next = current;
      current.prev = previous;
    }
    current.parent = parent;
    list.push(current);
  }
  return { list, dynamic };
}

function markerText(text: string): ReactElement {
  return createElement(
    Fragment,
    null,
    ...splitMarkers(text).map((part, index) =>
      typeof part === 'string' ? part : createElement(TemplateToken, { key: index, name: part.token }),
    ),
  );
}

/**
 * Compiles a sanitized template fragment into a React tree that holds no values: value and
 * placeholder tokens become components that read the template runtime at render. The result
 * depends on the template and the marketplace URL only, so it is cached and reused.
 */
export function compileTemplate(fragment: DocumentFragment, marketUrl: string): ReactNode {
  resolveStaticLinks(fragment, marketUrl);
  const walk: Walk = { staticHtml: new Map() };
  const { list } = toParserNodes(fragment.childNodes, walk, null);
  const options: HTMLReactParserOptions = {
    replace(node) {
      if (node instanceof Text) return hasMarker(node.data) ? markerText(node.data) : undefined;
      if (!(node instanceof Element)) return undefined;
      const html = walk.staticHtml.get(node);
      if (html !== undefined) {
        return createElement(node.name, { ...attributesToProps(node.attribs, node.name), dangerouslySetInnerHTML: { __html: html } });
      }
      if (Object.values(node.attribs).some(hasMarker)) {
        return createElement(BoundElement, { tag: node.name, attribs: node.attribs }, domToReact(node.children as DOMNode[], options));
      }
      return undefined;
    },
  };
  return domToReact(list, options);
}

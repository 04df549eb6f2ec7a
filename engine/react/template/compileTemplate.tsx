import { createElement, Fragment, type ReactElement, type ReactNode } from 'react';
import { domToReact, Element, Text, type DOMNode, type HTMLReactParserOptions } from 'html-react-parser';
import { hasMarker, splitMarkers } from '../../core/template/markTokens.ts';
import type { SanitizedTemplate } from '../../core/template/sanitizeTemplate.ts';
import { resolveLink } from '../../core/template/urlPolicy.ts';
import { BoundElement } from './BoundElement.tsx';
import { createStaticElement } from './StaticElement.tsx';
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
function resolveStaticLinks(root: globalThis.Element, marketUrl: string): void {
  for (const anchor of root.querySelectorAll('a[href]')) {
    const href = anchor.getAttribute('href') ?? '';
    if (!hasMarker(href)) anchor.setAttribute('href', resolveLink(href, marketUrl, anchor.hasAttribute('data-relative')));
  }
  // An empty src makes the browser fetch the page again: drop it.
  for (const element of root.querySelectorAll('[src=""]')) element.removeAttribute('src');
}

/** The token nodes and every ancestor of theirs: the only nodes walked. */
function dynamicNodesOf({ root, tokenNodes }: SanitizedTemplate): Set<Node> {
  const dynamic = new Set<Node>();
  for (const node of tokenNodes) {
    for (let current: Node | null = node; current && current !== root && !dynamic.has(current); current = current.parentNode) {
      dynamic.add(current);
    }
  }
  return dynamic;
}

function attributesOf(element: globalThis.Element): Record<string, string> {
  const out: Record<string, string> = {};
  for (const attribute of element.attributes) out[attribute.name] = attribute.value;
  return out;
}

interface Walk {
  dynamic: Set<Node>;
  /** Static elements and the sanitized element each stands for, cloned into place at render. */
  staticSources: Map<Element, globalThis.Element>;
}

/** Turns the dynamic skeleton of the sanitized DOM into html-react-parser's node objects. */
function toParserNodes(nodes: NodeListOf<ChildNode>, walk: Walk, parent: Element | null): DOMNode[] {
  const list: DOMNode[] = [];
  for (const node of nodes) {
    let current: DOMNode;
    if (node.nodeType === 3) {
      current = new Text(node.nodeValue ?? '');
    } else if (node.nodeType === 1) {
      const element = node as globalThis.Element;
      const rawName = element.nodeName.toLowerCase();
      const name = SVG_TAG_CASE[rawName] ?? rawName;
      if (walk.dynamic.has(element)) {
        const parserElement = new Element(name, attributesOf(element));
        parserElement.children = toParserNodes(element.childNodes, walk, parserElement) as Element['children'];
        current = parserElement;
      } else {
        current = new Element(name, {});
        walk.staticSources.set(current, element);
      }
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
  return list;
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
 * Compiles a sanitized template into a React tree that holds no values: value and placeholder
 * tokens become components that read the template runtime at render. The result depends on the
 * template and the marketplace URL only, so it is cached and reused by every later render.
 */
export function compileTemplate(sanitized: SanitizedTemplate, marketUrl: string): ReactNode {
  resolveStaticLinks(sanitized.root, marketUrl);
  const walk: Walk = { dynamic: dynamicNodesOf(sanitized), staticSources: new Map() };
  const list = toParserNodes(sanitized.root.childNodes, walk, null);
  const options: HTMLReactParserOptions = {
    replace(node, index) {
      if (node instanceof Text) return hasMarker(node.data) ? markerText(node.data) : undefined;
      if (!(node instanceof Element)) return undefined;
      const source = walk.staticSources.get(node);
      if (source) return createStaticElement(node.name, source, index);
      if (Object.values(node.attribs).some(hasMarker)) {
        return createElement(BoundElement, { tag: node.name, attribs: node.attribs }, domToReact(node.children as DOMNode[], options));
      }
      return undefined;
    },
  };
  return domToReact(list, options);
}

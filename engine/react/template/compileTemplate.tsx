import { createElement, Fragment, type ReactElement, type ReactNode } from 'react';
// The converter and props helper alone: the package index also bundles an HTML string parser that
// we never use (the sanitizer already parsed the template), about 3 kB gzip.
import domToReact from 'html-react-parser/lib/dom-to-react';
import attributesToProps from 'html-react-parser/lib/attributes-to-props';
import type { DOMNode, HTMLReactParserOptions } from 'html-react-parser';
import { Element, Text } from 'domhandler';
import { hasMarker, splitMarkers } from '../../core/template/markTokens.ts';
import type { SanitizedTemplate } from '../../core/template/sanitizeTemplate.ts';
import { resolveLink } from '../../core/url/urlPolicy.ts';
import { BoundElement } from './BoundElement.tsx';
import { createMarkupElement } from './createMarkupElement.ts';
import { createStaticElement } from './StaticElement.tsx';
import { TemplateToken } from './TemplateToken.tsx';

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
  const attributes = element.attributes;
  for (let i = 0; i < attributes.length; i++) {
    const attribute = attributes[i] as Attr;
    out[attribute.name] = attribute.value;
  }
  return out;
}

interface Walk {
  dynamic: Set<Node>;
  /**
   * The children of each dynamic element, held apart: domToReact re-normalizes the whole subtree it
   * is given on every nested call, so with children attached the cost would grow with depth times
   * size. Given one level at a time, each node is normalized once.
   */
  children: Map<Element, DOMNode[]>;
  /** Static elements and the sanitized element each stands for, cloned into place at render. */
  staticSources: Map<Element, globalThis.Element>;
}

/**
 * Turns the dynamic skeleton of the sanitized DOM into html-react-parser's node objects. Element
 * names are local names, which keep the case SVG needs in React (linearGradient, clipPath).
 */
function toParserNodes(first: ChildNode | null, walk: Walk, parent: Element | null): DOMNode[] {
  const list: DOMNode[] = [];
  for (let node = first; node; node = node.nextSibling) {
    let current: DOMNode;
    if (node.nodeType === 3) {
      current = new Text((node as globalThis.Text).data);
    } else if (node.nodeType === 1) {
      const element = node as globalThis.Element;
      if (walk.dynamic.has(element)) {
        const parserElement = new Element(element.localName, attributesOf(element));
        walk.children.set(parserElement, toParserNodes(element.firstChild, walk, parserElement));
        current = parserElement;
      } else {
        current = new Element(element.localName, {});
        walk.staticSources.set(current, element);
      }
    } else {
      continue; // comments and anything else carry nothing to show
    }
    // domToReact reads the parent (whitespace is dropped where a parent takes no text, as in <tr>)
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
 * `markup` writes static elements with their HTML (createMarkupElement), for server rendering.
 */
export function compileTemplate(sanitized: SanitizedTemplate, marketUrl: string, markup = false): ReactNode {
  resolveStaticLinks(sanitized.root, marketUrl);
  const walk: Walk = { dynamic: dynamicNodesOf(sanitized), children: new Map(), staticSources: new Map() };
  const list = toParserNodes(sanitized.root.firstChild, walk, null);
  const options: HTMLReactParserOptions = {
    replace(node, index) {
      // By their type, not by class: html-react-parser gives each node the prototype of its own
      // copy of domhandler, which a server's module loader may keep apart from ours.
      if (node.type === 'text') return hasMarker(node.data) ? markerText(node.data) : undefined;
      if (node.type !== 'tag') return undefined;
      const source = walk.staticSources.get(node);
      if (source) return (markup ? createMarkupElement : createStaticElement)(node.name, source, index);
      const children = domToReact(walk.children.get(node) ?? [], options);
      if (Object.values(node.attribs).some(hasMarker)) {
        return createElement(BoundElement, { tag: node.name, attribs: node.attribs }, children);
      }
      return createElement(node.name, attributesToProps(node.attribs, node.name), children);
    },
  };
  return domToReact(list, options);
}

// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import type { WindowLike } from 'dompurify';
import { markTokens } from './markTokens.ts';
import { TEMPLATE_DATA_ATTRIBUTES } from './headerProfile.ts';
import { createTemplateSanitizer, listRemovedMarkup } from './sanitizeTemplate.ts';

const sanitize = (template: string) => createTemplateSanitizer(window as unknown as WindowLike)(markTokens(template));

/** What each token node stands for: a text node's text, or an element's tag. */
function describeTokenNodes(template: string): string[] {
  return sanitize(template).tokenNodes.map((node) => (node.nodeType === 3 ? `text:${node.textContent}` : `element:${node.nodeName.toLowerCase()}`));
}

describe('sanitizeTemplate', () => {
  it('refuses to work without a DOM, where DOMPurify would hand its input back unsanitized', () => {
    expect(() => createTemplateSanitizer({} as unknown as WindowLike)).toThrow(/needs a DOM window.*npm install jsdom/);
  });

  it('keeps the header markup and drops what can run script', () => {
    const { root } = sanitize('<nav class="x"><a href="/a" onclick="alert(1)">A</a><script>alert(1)</script><style>*{}</style></nav>');
    expect(root.innerHTML).toBe('<nav class="x"><a href="/a">A</a></nav>');
  });

  it('refuses style attributes and forms', () => {
    const { root } = sanitize('<div style="color:red"><form action="/x"><input name="q"></form>ok</div>');
    expect(root.innerHTML).toBe('<div>ok</div>');
  });

  it('refuses data: URLs even on images, which DOMPurify alone would keep', () => {
    const { root } = sanitize('<img src="data:image/svg+xml;base64,PHN2Zz4=" alt="x"><a href="data:text/html,x">d</a>');
    expect(root.querySelector('img')?.hasAttribute('src')).toBe(false);
    expect(root.querySelector('a')?.hasAttribute('href')).toBe(false);
  });

  it('lets <use> point only inside the template', () => {
    const { root } = sanitize('<svg><use href="#icon"></use><use href="https://evil.example/sprite.svg#x"></use></svg>');
    const uses = root.querySelectorAll('use');
    expect(uses[0]?.getAttribute('href')).toBe('#icon');
    expect(uses[1]?.hasAttribute('href')).toBe(false);
  });

  it('gives links that open a new window rel="noopener noreferrer"', () => {
    const { root } = sanitize('<a href="https://x.example" target="_blank">x</a>');
    expect(root.querySelector('a')?.getAttribute('rel')).toBe('noopener noreferrer');
  });

  it("ignores the attributes of a partner's own <body> tag", () => {
    const { root } = sanitize('<body class="evil" onload="alert(1)"><p>hi</p></body>');
    expect(root.innerHTML).toBe('<p>hi</p>');
  });

  it('finds the text nodes that hold tokens', () => {
    expect(describeTokenNodes('<p>Hi {{userFirstName}}</p><div>{{logo}}</div><p>plain</p>')).toEqual([
      'text:Hi \uE000userFirstName\uE001',
      'text:\uE000logo\uE001',
    ]);
  });

  it('finds elements with tokens in quoted, unquoted, aria and data attributes', () => {
    const template = '<a href="{{supportUrl}}">a</a><span title={{companyName}}>b</span><i aria-label="{{companyName}} menu" data-x=\'{{year}}\'></i>';
    expect(describeTokenNodes(template)).toEqual(['element:a', 'element:span', 'element:i']);
  });

  it('finds a token in a namespaced attribute, which a selector cannot name', () => {
    const template = '<svg><a xlink:href="{{supportUrl}}"><text>t</text></a></svg>';
    expect(describeTokenNodes(template)).toEqual(['element:a']);
  });

  it('finds no token node for a token inside a removed element', () => {
    expect(describeTokenNodes('<script>{{logo}}</script><p>x</p>')).toEqual([]);
  });

  it('keeps only the data-* attributes of the short list: script gadgets of host libraries go', () => {
    const gadgets = 'data-bind="click: steal" data-hx-get="/x" hx-get="/y" data-bs-toggle="popover" data-toggle="tooltip" data-content="&lt;img src=x&gt;" data-state="active"';
    const { root } = sanitize(`<a href="/a" ${gadgets} data-relative data-testid="cta" data-track="nav-cta" data-qa="x">a</a>`);
    expect(root.querySelector('a')?.getAttributeNames()).toEqual(['href', 'data-relative', 'data-testid', 'data-track', 'data-qa']);
    expect(TEMPLATE_DATA_ATTRIBUTES).toContain('data-relative');
  });
});

describe('listRemovedMarkup', () => {
  const list = (template: string) => listRemovedMarkup(window as unknown as WindowLike, markTokens(template));

  it('reports what the template rules take out, each with its reason', () => {
    const removed = list(
      '<div class="unav-cart-mask own" data-state="active">x</div><a href="/a" rel="opener">a</a><label for="host">l</label>'
      + '<svg><path d="M0 0" fill="url(https://evil.example/p.svg#a)"></path></svg><p>p</p><title>t</title>',
    );
    expect(removed).toEqual([
      { kind: 'attribute', element: 'div', attribute: 'data-state', value: 'active' },
      { kind: 'rule', element: 'a', attribute: 'rel', value: 'opener', reason: expect.stringContaining('window.opener') },
      { kind: 'rule', element: 'label', attribute: 'for', value: 'host', reason: expect.stringContaining('host page') },
      { kind: 'rule', element: 'path', attribute: 'fill', value: 'url(https://evil.example/p.svg#a)', reason: expect.stringContaining('url(#id)') },
      { kind: 'rule', element: 'title', reason: expect.stringContaining('<title>') },
      { kind: 'rule', element: 'div', attribute: 'class', value: 'unav-cart-mask own', reason: expect.stringContaining('unav-') },
    ]);
  });

  it('reports nothing for ids it only prefixes or links it only gives rel', () => {
    expect(list('<a id="x" href="#x" target="w">a</a><label for="x">l</label>')).toEqual([]);
  });
});

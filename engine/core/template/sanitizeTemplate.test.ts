import { describe, expect, it } from 'vitest';
import type { WindowLike } from 'dompurify';
import { markTokens } from './markTokens.ts';
import { createTemplateSanitizer } from './sanitizeTemplate.ts';

const sanitize = (template: string) => createTemplateSanitizer(window as unknown as WindowLike)(markTokens(template));

/** What each token node stands for: a text node's text, or an element's tag. */
function describeTokenNodes(template: string): string[] {
  return sanitize(template).tokenNodes.map((node) => (node.nodeType === 3 ? `text:${node.textContent}` : `element:${node.nodeName.toLowerCase()}`));
}

describe('sanitizeTemplate', () => {
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
});

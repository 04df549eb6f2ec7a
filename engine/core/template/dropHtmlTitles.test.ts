// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import type { WindowLike } from 'dompurify';
import { markTokens } from './markTokens.ts';
import { createTemplateSanitizer } from './sanitizeTemplate.ts';

const sanitize = (template: string) => createTemplateSanitizer(window as unknown as WindowLike)(markTokens(template)).root;

describe('HTML <title> in a template', () => {
  it('is removed with its text', () => {
    expect(sanitize('<p>a</p><title>Pwned page</title><div><TITLE>b</TITLE>c</div>').innerHTML).toBe('<p>a</p><div>c</div>');
  });

  it("SVG's <title>, an icon's name, stays", () => {
    const root = sanitize('<p>a</p><svg role="img"><title>Cart</title><path d="M0 0"></path></svg>');
    expect(root.querySelector('svg title')?.textContent).toBe('Cart');
  });
});

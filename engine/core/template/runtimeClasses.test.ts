// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import type { WindowLike } from 'dompurify';
import { markTokens } from './markTokens.ts';
import { withoutRuntimeClasses } from './runtimeClasses.ts';
import { createTemplateSanitizer } from './sanitizeTemplate.ts';

const sanitizer = createTemplateSanitizer(window as unknown as WindowLike);
const sanitize = (template: string, runtimeTemplate = false) => sanitizer(markTokens(template), { runtimeTemplate }).root;

describe("partner markup cannot borrow the runtime's classes", () => {
  it("removes the cart mask's class and data-state: the overlay attack", () => {
    const root = sanitize('<div class="unav-cart-mask" data-state="active">x</div>');
    expect(root.innerHTML).toBe('<div>x</div>');
  });

  it.each(['data-state', 'data-status', 'data-phase', 'data-mode', 'data-scroll'])("removes the runtime's state attribute %s", (attribute) => {
    expect(sanitize(`<div ${attribute}="open">x</div>`).innerHTML).toBe('<div>x</div>');
  });

  it.each([
    ['UNAV-Cart-Mask promo', 'promo'],
    ['promo\tunav-dropdown  other', 'promo other'],
    ['my-unav-thing', 'my-unav-thing'],
    ['&#x75;nav-cart-mask promo', 'promo'],
  ])('class="%s" keeps "%s"', (written, kept) => {
    expect(sanitize(`<div class="${written}">x</div>`).querySelector('div')?.getAttribute('class')).toBe(kept);
  });

  it('in any element, SVG ones included', () => {
    expect(sanitize('<svg class="unav-icon"><path class="unav-x" d="M0 0"></path></svg>').querySelectorAll('[class]')).toHaveLength(0);
  });

  it('drops a class that a token would make into a runtime class, such as unav-{{companyName}}', () => {
    expect(sanitize('<div class="unav-{{companyName}} own">x</div>').querySelector('div')?.getAttribute('class')).toBe('own');
  });

  it("keeps the runtime's own classes in the runtime's default templates", () => {
    expect(sanitize('<header class="unav-header">x</header>', true).querySelector('header')?.getAttribute('class')).toBe('unav-header');
  });

  it('withoutRuntimeClasses, alone', () => {
    expect(withoutRuntimeClasses('a unav-b Unav-c d')).toBe('a d');
    expect(withoutRuntimeClasses('unav-b')).toBe('');
  });
});

import { JSDOM } from 'jsdom';
import { expect, it, vi } from 'vitest';
import { markTokens } from '../core/template/markTokens.ts';
import { createServerSanitizer } from './createServerSanitizer.ts';

// Selectors jsdom answers with its own engine (a namespaced attribute, a case-insensitive match),
// as the sanitizer's rules ask them.
const TEMPLATE = '<header><a href="/home" class="Acme">Home</a><svg><use href="#i"/></svg>{{logo}}</header>';

it("leaves no listener on the host's window for the documents it parses, and gives the window its own method back", () => {
  const { window } = new JSDOM('');
  const listen = vi.fn();
  Object.defineProperty(window, 'addEventListener', { value: listen, configurable: true, writable: true });
  const sanitize = createServerSanitizer(window as never);
  listen.mockClear();
  const sanitized = sanitize(markTokens(TEMPLATE));
  expect(sanitized.root.querySelector('a')?.getAttribute('href')).toBe('/home');
  expect(listen).not.toHaveBeenCalled();
  expect(window.addEventListener).toBe(listen);
});

it('sanitizes as the page sanitizer does, and restores a window whose method is inherited', () => {
  const { window } = new JSDOM('');
  const sanitized = createServerSanitizer(window as never)(markTokens('<div onclick="alert(1)"><script>alert(2)</script><a href="javascript:alert(3)">x</a></div>'));
  expect(sanitized.root.innerHTML).toBe('<div><a>x</a></div>');
  expect(Object.getOwnPropertyDescriptor(window, 'addEventListener')).toBeUndefined();
  expect(typeof window.addEventListener).toBe('function');
});

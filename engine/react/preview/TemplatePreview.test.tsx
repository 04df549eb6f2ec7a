// @vitest-environment jsdom
import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import { render } from '@testing-library/react';
import customer from '../../../fixtures/personas/customer.json';
import type { BootstrapContext } from '../../core/wire/marketTypes.ts';
import { previewComposition } from '../../../runtime/composition/previewComposition.tsx';
import { createTemplatePreview } from './createTemplatePreview.tsx';

const TemplatePreview = createTemplatePreview(previewComposition);
const maya = customer.bootstrap as BootstrapContext;
const headerIn = '<header class="ed-bar"><span class="ed-hello">Hello {{userFirstName}}</span><img class="ed-img" src="x" onerror="alert(1)"></header>';
const requests = vi.fn();

beforeEach(() => {
  vi.stubGlobal('fetch', (...args: unknown[]) => {
    requests(...args);
    return Promise.reject(new Error('a preview made a request'));
  });
});
afterEach(() => {
  vi.unstubAllGlobals();
  requests.mockReset();
});

it('renders the set with the user, sanitized, and re-renders in place with new options', () => {
  const { container, rerender } = render(<TemplatePreview options={{ templates: { headerIn }, bootstrap: maya, show: 'header' }} />);
  const root = container.querySelector("[data-unav-root='header']");
  expect(root?.querySelector('.ed-hello')?.textContent).toBe('Hello Maya');
  expect(root?.querySelector('.ed-img')?.hasAttribute('onerror')).toBe(false);
  expect(container.querySelector("[data-unav-root='footer']")).toBeNull();

  rerender(<TemplatePreview options={{ templates: { headerIn: headerIn.replace('Hello', 'Hi') }, bootstrap: maya, show: 'header' }} />);
  expect(container.querySelector("[data-unav-root='header']")).toBe(root);
  expect(root?.querySelector('.ed-hello')?.textContent).toBe('Hi Maya');
  expect(requests).not.toHaveBeenCalled();
});

it('scopes each preview\'s css to its own root, kept across re-renders', () => {
  const css = (rgb: string) => `.ed-hello { color: ${rgb}; }`;
  const options = (rgb: string) => ({ templates: { headerIn, css: css(rgb) }, bootstrap: maya, show: 'header' as const });
  const { container, rerender } = render(<><TemplatePreview options={options('rgb(1, 2, 3)')} /><TemplatePreview options={options('rgb(4, 5, 6)')} /></>);
  const [first, second] = [...container.querySelectorAll("[data-unav-root='header']")];
  /**
   * The roots of this render the partner CSS of this colour is scoped to (jsdom: a <style> named
   * after its scope); what an earlier test file left in the shared document does not count.
   */
  const scopedRoots = (rgb: string) => [...document.head.querySelectorAll('style[data-unav-style]')]
    .filter((style) => style.textContent?.includes(rgb))
    .flatMap((style) => [...container.querySelectorAll(style.getAttribute('data-unav-style') ?? '')]);
  expect(scopedRoots('rgb(1, 2, 3)')).toEqual([first]);
  expect(scopedRoots('rgb(4, 5, 6)')).toEqual([second]);
  rerender(<><TemplatePreview options={options('rgb(7, 8, 9)')} /><TemplatePreview options={options('rgb(4, 5, 6)')} /></>);
  expect(scopedRoots('rgb(7, 8, 9)')).toEqual([first]);
  expect(scopedRoots('rgb(4, 5, 6)')).toEqual([second]);
});

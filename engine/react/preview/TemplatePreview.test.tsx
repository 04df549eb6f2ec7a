// @vitest-environment jsdom
import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import { render } from '@testing-library/react';
import customer from '../../../fixtures/personas/customer.json';
import type { BootstrapContext } from '../../core/context/types.ts';
import { previewComposition } from '../../../placeholders/previewComposition.tsx';
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

// @vitest-environment jsdom
import { expect, it } from 'vitest';
import { createTestNavContext } from '../../test/createTestNavContext.ts';
import { renderWithNav } from '../../test/renderWithNav.tsx';
import { Logo } from './Logo.tsx';

const HOSTILE = ['javascript:alert(1)', 'JaVaScRiPt:alert(1)', ' java\tscript:alert(1)', '&#106;avascript:alert(1)', 'data:image/svg+xml,<svg onload=alert(1)>', 'data:text/html,x', 'vbscript:x'];

it.each(HOSTILE)('a custom logo %j never reaches an img: the marketplace name shows', (hostile) => {
  const nav = createTestNavContext({ settings: { marketplaceName: 'Acme Market', customLogo: hostile } });
  const { container } = renderWithNav(<Logo />, { nav });
  expect(container.querySelector('img')).toBeNull();
  expect(container.textContent).toBe('Acme Market');
});

it.each(['https://cdn.example.com/logo.png', '/assets/logo.png', 'data:image/png;base64,iVBORw0KGgo='])('a custom logo %j is shown', (url) => {
  const nav = createTestNavContext({ settings: { marketplaceName: 'Acme Market', customLogo: url } });
  const { container } = renderWithNav(<Logo />, { nav });
  expect(container.querySelector('img')?.getAttribute('src')).toBe(url);
});

it('a theme logo the policy refuses falls back to the custom logo', () => {
  const nav = createTestNavContext({
    settings: { marketplaceName: 'Acme Market', customLogo: 'https://cdn.example.com/custom.png' },
    theme: { variables: {}, logoImage: 'javascript:alert(1)' },
  });
  const { container } = renderWithNav(<Logo />, { nav });
  expect(container.querySelector('img')?.getAttribute('src')).toBe('https://cdn.example.com/custom.png');
});

// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
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

describe('the compact form a phone or a crowded bar shows', () => {
  const theme = { variables: {}, logoImage: 'https://cdn.example.com/logo.svg' };

  it("is the theme's compact logo when it gives one, fetched only once shown", () => {
    const nav = createTestNavContext({ settings: { marketplaceName: 'Acme Market' }, theme: { ...theme, logoImageCompact: 'https://cdn.example.com/mark.svg' } });
    const { container } = renderWithNav(<Logo />, { nav });
    const link = container.querySelector('a.unav-logo');
    expect(link?.getAttribute('data-compact')).toBe('image');
    expect(link?.getAttribute('data-fit')).toBe('whole');
    const compact = container.querySelector('img.unav-logo__compact');
    expect(compact?.getAttribute('src')).toBe('https://cdn.example.com/mark.svg');
    expect(compact?.getAttribute('loading')).toBe('lazy');
    expect(container.querySelector('.unav-logo__monogram')).toBeNull();
  });

  it("is the name's initial, hidden from screen readers, without one or with one the policy refuses", () => {
    for (const logoImageCompact of [undefined, 'javascript:alert(1)']) {
      const nav = createTestNavContext({ settings: { marketplaceName: 'acme Market' }, theme: { ...theme, ...(logoImageCompact ? { logoImageCompact } : {}) } });
      const { container, unmount } = renderWithNav(<Logo />, { nav });
      expect(container.querySelector('a.unav-logo')?.getAttribute('data-compact')).toBe('monogram');
      expect(container.querySelector('.unav-logo__monogram')?.textContent).toBe('A');
      expect(container.querySelector('.unav-logo__monogram')?.getAttribute('aria-hidden')).toBe('true');
      expect(container.querySelectorAll('img')).toHaveLength(1);
      expect(container.querySelector('a.unav-logo')?.getAttribute('aria-label')).toBe('acme Market home');
      unmount();
    }
  });

  it('is none for a text logo, which keeps its size', () => {
    const nav = createTestNavContext({ settings: { marketplaceName: 'Acme Market' } });
    const { container } = renderWithNav(<Logo />, { nav });
    expect(container.querySelector('a.unav-logo')?.hasAttribute('data-compact')).toBe(false);
    expect(container.querySelector('.unav-logo__monogram, .unav-logo__compact')).toBeNull();
  });
});

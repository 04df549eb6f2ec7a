import { render, screen, waitFor } from '@testing-library/react';
import { useRef } from 'react';
import { createTestNavContext } from '../../core/context/createTestNavContext.ts';
import { createTestEnv } from '../../core/testEnv.ts';
import { NavProvider } from '../NavProvider.tsx';
import { useTheme } from './useTheme.ts';

function ThemedRoot() {
  const ref = useRef<HTMLDivElement>(null);
  const theme = useTheme(ref);
  return (
    <div ref={ref} className="unav-root" data-testid="root" data-state={theme.status}>
      {theme.logo.imageUrl ? <img alt="Logo" src={theme.logo.imageUrl} /> : null}
    </div>
  );
}

function serve(routes: Record<string, unknown>, calls: string[]): typeof fetch {
  return async (input) => {
    const url = String(input);
    calls.push(url);
    if (!(url in routes)) return new Response('', { status: 503 });
    return new Response(JSON.stringify(routes[url]), { headers: { 'Content-Type': 'application/json' } });
  };
}

function renderRoot(fetchImpl: typeof fetch) {
  const nav = createTestNavContext({ config: { apiUrl: 'https://api.example.com', partner: 'ACME', locale: 'fr-CA' } });
  return render(
    <NavProvider nav={nav} env={createTestEnv({ fetch: fetchImpl })}>
      <ThemedRoot />
    </NavProvider>,
  );
}

describe('useTheme', () => {
  it('puts the theme on the nav root as custom properties, and the logo from the theme', async () => {
    const calls: string[] = [];
    const { unmount } = renderRoot(
      serve(
        {
          'https://api.example.com/api/theme/v1/publishedVersion/settings/header?locale=fr-CA': {
            globalStyles: {},
            headerComponents: {
              headerNavBg: { value: '#0a0a0a', type: 'color' },
              logoImage: { value: 'l.png', type: 'image-uploader', url: 'https://cdn.example.com/l.png' },
            },
          },
          'https://api.example.com/api/channel/v1/styles/ACME/theme/published': { headerNavTooltipBg: { value: '#333333' } },
        },
        calls,
      ),
    );
    const root = screen.getByTestId('root');
    await waitFor(() => expect(root.style.getPropertyValue('--unav-nav-bg')).toBe('#0a0a0a'));
    expect(root.getAttribute('data-state')).toBe('ready');
    expect(root.style.getPropertyValue('--unav-tooltip-bg')).toBe('#333333');
    expect(screen.getByRole('img', { name: 'Logo' }).getAttribute('src')).toBe('https://cdn.example.com/l.png');
    expect(calls.sort()).toEqual([
      'https://api.example.com/api/channel/v1/styles/ACME/theme/published',
      'https://api.example.com/api/theme/v1/publishedVersion/settings/header?locale=fr-CA',
    ]);
    unmount();
    expect(root.style.getPropertyValue('--unav-nav-bg')).toBe('');
  });

  it('failed theme calls mean no theme', async () => {
    renderRoot(serve({}, []));
    const root = screen.getByTestId('root');
    await waitFor(() => expect(root.getAttribute('data-state')).toBe('none'));
    expect(root.getAttribute('style')).toBeNull();
  });
});

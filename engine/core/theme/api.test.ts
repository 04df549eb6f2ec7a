import { createTestEnv } from '../../../test/testEnv.ts';
import { fetchDesignProperties, fetchHeaderThemeSettings } from './api.ts';

function jsonFetch(routes: Record<string, unknown>, calls: string[] = []): typeof fetch {
  return async (input) => {
    const url = String(input);
    calls.push(url);
    if (!(url in routes)) return new Response('nope', { status: 500 });
    return new Response(JSON.stringify(routes[url]), { headers: { 'Content-Type': 'application/json' } });
  };
}

describe('theme calls', () => {
  it('reads header theme settings for the locale', async () => {
    const calls: string[] = [];
    const env = createTestEnv({
      fetch: jsonFetch(
        {
          'https://api.example.com/api/theme/v1/publishedVersion/settings/header?locale=fr-CA': {
            globalStyles: { textSize: { value: 'small', type: 'select' } },
            headerComponents: { headerNavBg: { value: '#101010', type: 'color' }, junk: 'x' },
          },
        },
        calls,
      ),
    });
    await expect(fetchHeaderThemeSettings(env, 'https://api.example.com/', 'fr-CA')).resolves.toEqual({
      globalStyles: { textSize: { value: 'small', type: 'select' } },
      headerComponents: { headerNavBg: { value: '#101010', type: 'color' } },
    });
    expect(calls).toEqual(['https://api.example.com/api/theme/v1/publishedVersion/settings/header?locale=fr-CA']);
  });

  it('reads design properties for partner and mode', async () => {
    const env = createTestEnv({
      fetch: jsonFetch({
        'https://api.example.com/api/channel/v1/styles/ACME/theme/preview': { headerNavBg: { value: '#202020' } },
      }),
    });
    await expect(fetchDesignProperties(env, 'https://api.example.com', 'ACME', 'preview')).resolves.toEqual({
      headerNavBg: { value: '#202020' },
    });
  });

  it('a failed theme call means no theme', async () => {
    const env = createTestEnv({ fetch: jsonFetch({}) });
    await expect(fetchHeaderThemeSettings(env, 'https://api.example.com', 'en-US')).resolves.toBeUndefined();
    await expect(fetchDesignProperties(env, 'https://api.example.com', 'ACME', 'published')).resolves.toBeUndefined();
  });
});

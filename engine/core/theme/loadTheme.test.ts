import { expect, it } from 'vitest';
import { createTestEnv } from '../../../test/testEnv.ts';
import { loadTheme } from './loadTheme.ts';

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

it('turns the header theme settings into validated CSS variables and a logo', async () => {
  const fetch = (async (url: string) =>
    url.includes('/settings/header')
      ? json({
          globalStyles: { headerNavBg: { value: '#112233', type: 'color' } },
          headerComponents: { logoImage: { value: 'logo.png', type: 'image-uploader', url: 'https://cdn.example.com/logo.png' } },
        })
      : json({}, 500)) as unknown as typeof globalThis.fetch;
  const theme = await loadTheme(createTestEnv({ fetch }), { marketUrl: 'https://m.example', locale: 'en-US', partner: 'P', mode: 'published' });
  expect(theme?.variables['--unav-nav-bg']).toBe('#112233');
  expect(theme?.logoImage).toBe('https://cdn.example.com/logo.png');
});

it('gives no theme when both theme calls fail', async () => {
  const fetch = (async () => json({}, 500)) as unknown as typeof globalThis.fetch;
  const theme = await loadTheme(createTestEnv({ fetch }), { marketUrl: 'https://m.example', locale: 'en-US', partner: 'P', mode: 'published' });
  expect(theme).toBeUndefined();
});

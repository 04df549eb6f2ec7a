// @vitest-environment jsdom
import { afterEach, expect, it, vi } from 'vitest';
import { createPreviewEnv } from './previewEnv.ts';

afterEach(() => vi.unstubAllGlobals());

it('refuses every request locally: the page\'s fetch is never called', async () => {
  const fetch = vi.fn();
  vi.stubGlobal('fetch', fetch);
  const env = createPreviewEnv('https://market.example.com');
  await expect(env.fetch('https://market.example.com/api/session/v1/bootstrap-context')).rejects.toThrow(/no request is made/);
  expect(fetch).not.toHaveBeenCalled();
});

it('is at the marketplace\'s root, whatever the editor page\'s path and query', () => {
  const env = createPreviewEnv('https://market.example.com/some/page?x=1');
  expect(env.location).toMatchObject({ origin: 'https://market.example.com', pathname: '/', search: '', hash: '' });
});

it('keeps storage, cookies and events to itself', () => {
  const listener = vi.fn();
  window.addEventListener('universalnav:401', listener);
  const env = createPreviewEnv('https://market.example.com');
  env.localStorage.setItem('k', 'v');
  env.sessionStorage.setItem('k', 'v');
  env.cookies.set('c', 'v');
  env.emit('universalnav:401');
  expect(env.cookies.get('c')).toBe('v');
  expect(localStorage.getItem('k')).toBeNull();
  expect(sessionStorage.getItem('k')).toBeNull();
  expect(document.cookie).toBe('');
  expect(listener).not.toHaveBeenCalled();
  window.removeEventListener('universalnav:401', listener);
});

it('an invalid marketplace URL gives the page\'s root', () => {
  expect(createPreviewEnv('not a url').location.origin).toBe(window.location.origin);
});

it('without a marketplace URL or an origin of the page, a bare root', () => {
  const page = { location: { origin: 'null' }, setTimeout, clearTimeout } as unknown as Window;
  expect(createPreviewEnv('', page).location).toMatchObject({ origin: '', pathname: '/' });
});

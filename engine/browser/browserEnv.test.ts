// @vitest-environment jsdom
import { afterEach, expect, it, vi } from 'vitest';
import { createBrowserEnv } from './browserEnv.ts';

afterEach(() => {
  vi.restoreAllMocks();
  window.location.hash = '';
  window.localStorage.clear();
  document.cookie = 'unav_test=; path=/; max-age=0';
});

it('reads the live page location', () => {
  const env = createBrowserEnv();
  window.location.hash = '#!/list/page/1/search=crm';
  expect(env.location.hash).toBe('#!/list/page/1/search=crm');
  expect(env.location.origin).toBe(window.location.origin);
});

it('stores through window.localStorage', () => {
  const env = createBrowserEnv();
  env.localStorage.setItem('searchWidget.test', '1');
  expect(window.localStorage.getItem('searchWidget.test')).toBe('1');
  expect(env.localStorage.keys()).toContain('searchWidget.test');
});

it('a full storage loses the write and throws nothing', () => {
  const env = createBrowserEnv();
  vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
    throw new DOMException('quota', 'QuotaExceededError');
  });
  expect(() => env.localStorage.setItem('searchWidget.big', 'x')).not.toThrow();
  expect(env.localStorage.getItem('searchWidget.big')).toBeNull();
});

it('cookies round-trip encoded, and a malformed one is read as it is rather than throwing', () => {
  const env = createBrowserEnv();
  env.cookies.set('unav_test', 'a b;c');
  expect(env.cookies.get('unav_test')).toBe('a b;c');
  document.cookie = 'unav_test=%E0%A4%A; path=/';
  expect(env.cookies.get('unav_test')).toBe('%E0%A4%A');
  env.cookies.remove('unav_test');
  expect(env.cookies.get('unav_test')).toBeUndefined();
});

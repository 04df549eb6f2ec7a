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

it('a storage the page may not reach is one in memory; a write the browser refuses is lost; neither throws', () => {
  const win = Object.create(window, {
    localStorage: { get: () => { throw new DOMException('denied', 'SecurityError'); } },
  }) as Window;
  const denied = createBrowserEnv(win);
  expect(() => denied.localStorage.setItem('searchWidget.kept', 'x')).not.toThrow();
  expect(denied.localStorage.getItem('searchWidget.kept')).toBe('x');
  expect(window.localStorage.getItem('searchWidget.kept')).toBeNull();

  const env = createBrowserEnv();
  vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
    throw new DOMException('quota', 'QuotaExceededError');
  });
  expect(() => env.localStorage.setItem('searchWidget.big', 'x')).not.toThrow();
  expect(env.localStorage.getItem('searchWidget.big')).toBeNull();
});

/** After the task: our message to ourselves (browserEnv's afterThisTask) has come in. */
const nextTask = () => new Promise((resolve) => setTimeout(resolve, 20));

it('cookies round-trip encoded, and a malformed one is read as it is rather than throwing', async () => {
  const env = createBrowserEnv();
  env.cookies.set('unav_test', 'a b;c');
  expect(env.cookies.get('unav_test')).toBe('a b;c');
  document.cookie = 'unav_test=%E0%A4%A; path=/';
  await nextTask();
  expect(env.cookies.get('unav_test')).toBe('%E0%A4%A');
  env.cookies.remove('unav_test');
  expect(env.cookies.get('unav_test')).toBeUndefined();
});

it('reads the page\'s cookies once per task; a cookie the page sets is seen after the task, or after an event of ours', async () => {
  const cookie = Object.getOwnPropertyDescriptor(Document.prototype, 'cookie')!;
  let reads = 0;
  Object.defineProperty(document, 'cookie', {
    configurable: true,
    get() {
      reads += 1;
      return cookie.get!.call(this);
    },
    set(value: string) {
      cookie.set!.call(this, value);
    },
  });
  try {
    const env = createBrowserEnv();
    document.cookie = 'unav_test=1; path=/';
    expect([env.cookies.get('unav_test'), env.cookies.get('XSRF-TOKEN'), env.cookies.get('unav_test')]).toEqual(['1', undefined, '1']);
    expect(reads).toBe(1);
    // Set by the page within the task: the text read before stands until the task ends...
    document.cookie = 'unav_test=2; path=/';
    expect(env.cookies.get('unav_test')).toBe('1');
    await nextTask();
    expect(env.cookies.get('unav_test')).toBe('2');
    // ...or until the page has had an event of ours, whose listener may set one.
    window.addEventListener('universalnav:test', () => void (document.cookie = 'unav_test=3; path=/'), { once: true });
    env.emit('universalnav:test', undefined);
    expect(env.cookies.get('unav_test')).toBe('3');
    expect(reads).toBe(3);
  } finally {
    delete (document as unknown as { cookie?: string }).cookie;
  }
});

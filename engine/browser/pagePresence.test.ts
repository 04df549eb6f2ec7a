// @vitest-environment jsdom
import { afterEach, expect, it, vi } from 'vitest';
import { createPagePresence } from './pagePresence.ts';

afterEach(() => {
  vi.restoreAllMocks();
});

it('reads navigator.onLine and document.visibilityState', () => {
  const presence = createPagePresence();
  const online = vi.spyOn(window.navigator, 'onLine', 'get').mockReturnValue(false);
  const visibility = vi.spyOn(document, 'visibilityState', 'get').mockReturnValue('hidden');
  expect(presence.isOnline()).toBe(false);
  expect(presence.isVisible()).toBe(false);
  online.mockReturnValue(true);
  visibility.mockReturnValue('visible');
  expect(presence.isOnline()).toBe(true);
  expect(presence.isVisible()).toBe(true);
});

it('tells its listener of online, offline and visibilitychange until unsubscribed', () => {
  const listener = vi.fn();
  const unsubscribe = createPagePresence().subscribe(listener);
  window.dispatchEvent(new Event('offline'));
  window.dispatchEvent(new Event('online'));
  document.dispatchEvent(new Event('visibilitychange'));
  expect(listener).toHaveBeenCalledTimes(3);
  unsubscribe();
  window.dispatchEvent(new Event('online'));
  document.dispatchEvent(new Event('visibilitychange'));
  expect(listener).toHaveBeenCalledTimes(3);
});

// @vitest-environment jsdom
import { expect, it, vi } from 'vitest';
import { browserNavigator } from './browserNavigator.ts';

it("a chosen result opens in a new window with window.open(url, '_blank', 'noopener')", () => {
  const open = vi.fn();
  const win = { open, location: window.location } as unknown as Window;
  browserNavigator(win).open('https://market.example.com/apps/1');
  expect(open).toHaveBeenCalledWith('https://market.example.com/apps/1', '_blank', 'noopener');
});

it('setting the hash changes location.hash', () => {
  browserNavigator(window).setHash('#!/list/page/1/search=crm');
  expect(window.location.hash).toBe('#!/list/page/1/search=crm');
  window.location.hash = '';
});

// @vitest-environment jsdom
import { expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import { createTestEnv } from '../../test/testEnv.ts';

it('shows the fallback while the widget loads, then the search combobox', { timeout: 20_000 }, async () => {
  // Every call fails: the widget still renders, with empty results (SPEC §8).
  const env = createTestEnv();
  // Test files share their modules: another file may have loaded the widget already, and then it
  // shows at once. A fresh copy of the lazy module loads it again, as a page does the first time.
  vi.resetModules();
  const { SearchWidget } = await import('./LazySearchWidget.tsx');
  render(<SearchWidget config={{ domain: 'market.example.com', marketUrl: 'https://market.example.com' }} env={env} fallback={<p>Loading search</p>} />);
  expect(screen.getByText('Loading search')).toBeTruthy();
  // The first load transforms the widget's module: give it time on a busy machine.
  expect(await screen.findByRole('combobox', {}, { timeout: 15_000 })).toBeTruthy();
  expect(screen.queryByText('Loading search')).toBeNull();
});

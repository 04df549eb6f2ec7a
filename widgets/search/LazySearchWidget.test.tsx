import { expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { createTestEnv } from '../../engine/core/testEnv.ts';
import { SearchWidget } from './LazySearchWidget.tsx';

it('shows the fallback while the widget loads, then the search combobox', async () => {
  // Every call fails: the widget still renders, with empty results (SPEC §8).
  const env = createTestEnv();
  render(<SearchWidget config={{ domain: 'market.example.com', marketUrl: 'https://market.example.com' }} env={env} fallback={<p>Loading search</p>} />);
  expect(screen.getByText('Loading search')).toBeTruthy();
  expect(await screen.findByRole('combobox')).toBeTruthy();
  expect(screen.queryByText('Loading search')).toBeNull();
});

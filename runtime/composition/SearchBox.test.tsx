// @vitest-environment jsdom
import { fireEvent, screen } from '@testing-library/react';
import { expect, it, vi } from 'vitest';
import { renderInNav } from '../../test/renderInNav.tsx';
import { SearchBox } from './SearchBox.tsx';

it('the header token names its search landmark, so it stays distinct from the page search root', async () => {
  renderInNav(
    <>
      <SearchBox name="searchBox" />
      <SearchBox />
    </>,
  );
  // The widget is a lazily loaded chunk: the first render waits for it.
  const landmarks = await screen.findAllByRole('search', {}, { timeout: 20_000 });
  expect(landmarks.map((landmark) => landmark.getAttribute('aria-label'))).toEqual(['Site search', null]);
  expect(screen.getByRole('search', { name: 'Site search' })).toBe(landmarks[0]);
}, 30_000);

it('draws the closed bar at once; what is typed into it before the widget is there, and the focus, go over', { timeout: 30_000 }, async () => {
  // A fresh copy of the lazy widget, as a page loads it the first time (other files may have loaded it).
  vi.resetModules();
  const { SearchBox: FreshSearchBox } = await import('./SearchBox.tsx');
  const { renderInNav: freshRenderInNav } = await import('../../test/renderInNav.tsx');
  const { createTestNavContext } = await import('../../test/createTestNavContext.ts');
  freshRenderInNav(<FreshSearchBox />, { nav: createTestNavContext({ config: { search: { capabilities: ['appwise'] } } }) });
  const standIn = screen.getByRole<HTMLInputElement>('textbox', { name: 'Search' });
  expect(screen.queryByRole('combobox')).toBeNull();
  expect(screen.getByRole('search').closest('.unav-search')?.getAttribute('data-status')).toBe('loading');
  // The scope button the widget will draw, closed: the bar keeps its layout when the widget comes.
  expect(screen.getByRole('button', { name: 'Search scope: All' }).getAttribute('aria-expanded')).toBe('false');
  standIn.focus();
  // Typed: an input event, which React's onChange and Preact's (the script-tag bundle's renderer) both hear.
  fireEvent.input(standIn, { target: { value: 'pay' } });
  const input = await screen.findByRole<HTMLInputElement>('combobox', {}, { timeout: 20_000 });
  expect(input.value).toBe('pay');
  expect(document.activeElement).toBe(input);
  expect(input.selectionStart).toBe(3);
});

// @vitest-environment jsdom
import { screen } from '@testing-library/react';
import { expect, it } from 'vitest';
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

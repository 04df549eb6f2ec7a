import { expect, it } from 'vitest';
import { resultsAnnouncement } from './resultsAnnouncement.ts';

const t = (key: string, ...args: (string | number)[]) => [key, ...args].join(' ');

it('announces the count once the answers are in and the panel is open', () => {
  expect(resultsAnnouncement(true, 'ready', 0, t)).toBe('unav.search.noResults');
  expect(resultsAnnouncement(true, 'ready', 1, t)).toBe('unav.search.resultsCount 1');
  expect(resultsAnnouncement(true, 'ready', 7, t)).toBe('unav.search.resultsCount 7');
});

it('says nothing while loading, before any search, or with the panel closed', () => {
  expect(resultsAnnouncement(true, 'loading', 3, t)).toBe('');
  expect(resultsAnnouncement(true, 'idle', 3, t)).toBe('');
  expect(resultsAnnouncement(false, 'ready', 3, t)).toBe('');
});

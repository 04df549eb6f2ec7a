import { expect, it } from 'vitest';
import { formatPublishedDate } from './formatPublishedDate.ts';

it('the published date is written in the reader locale', () => {
  expect(formatPublishedDate(Date.UTC(2026, 2, 14, 12), 'en-US', 'UTC')).toBe('Mar 14, 2026');
  expect(formatPublishedDate(String(Date.UTC(2026, 2, 14, 12)), 'en-US', 'UTC')).toBe('Mar 14, 2026');
  expect(formatPublishedDate('2026-03-14T12:00:00Z', 'fr-CA', 'UTC')).toBe('14 mars 2026');
});

it('an unreadable published date is shown as written; none shows nothing', () => {
  expect(formatPublishedDate('last spring', 'en-US')).toBe('last spring');
  expect(formatPublishedDate(undefined, 'en-US')).toBe('');
  expect(formatPublishedDate(0, 'not a locale!!', 'UTC')).toBe('Jan 1, 1970');
});

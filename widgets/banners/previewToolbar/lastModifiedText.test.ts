import { expect, it } from 'vitest';
import { createTestNavContext } from '../../../test/createTestNavContext.ts';
import { lastModifiedText } from './lastModifiedText.ts';

const { t } = createTestNavContext();
const now = Date.UTC(2026, 10, 22, 12);
const hours = (n: number) => n * 60 * 60 * 1000;

it.each([
  [now, 'Today'],
  [now - hours(23), 'Today'],
  [now + hours(5), 'Today'],
  [now - hours(24), '1 day ago'],
  [now - hours(47), '1 day ago'],
  [now - hours(48), '2 days ago'],
  [now - hours(24 * 30), '30 days ago'],
])('last-modified text for %d', (lastModified, text) => {
  expect(lastModifiedText(lastModified, now, t)).toBe(text);
});

it('no last-modified time gives no text', () => {
  expect(lastModifiedText(undefined, now, t)).toBe('');
  expect(lastModifiedText(Number.NaN, now, t)).toBe('');
});

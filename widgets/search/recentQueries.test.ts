import { expect, it } from 'vitest';
import { addRecentQuery } from './recentQueries.ts';

it('puts the trimmed query first', () => {
  expect(addRecentQuery(['slack'], '  invoice  ')).toEqual(['invoice', 'slack']);
});

it('ignores an empty query', () => {
  expect(addRecentQuery(['slack'], '   ')).toEqual(['slack']);
});

it('removes an existing duplicate compared case-insensitively', () => {
  expect(addRecentQuery(['Zoom', 'Slack', 'crm'], 'slack')).toEqual(['slack', 'Zoom', 'crm']);
});

it('keeps at most 100 recent queries', () => {
  const many = Array.from({ length: 100 }, (_, i) => `query ${i}`);
  const next = addRecentQuery(many, 'newest');
  expect(next).toHaveLength(100);
  expect(next[0]).toBe('newest');
  expect(next).not.toContain('query 99');
});

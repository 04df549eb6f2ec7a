import { expect, it } from 'vitest';
import { createMemoryStorage } from '../../test/testEnv.ts';
import { loadRecentQueries, saveRecentQueries } from './recentQueriesStorage.ts';

it('recent queries are stored under searchWidget.RecentQueries, keyed by user id', () => {
  const storage = createMemoryStorage();
  saveRecentQueries(storage, 'user-1', ['invoice', 'slack']);
  saveRecentQueries(storage, 'user-2', ['zoom']);
  expect(JSON.parse(storage.getItem('searchWidget.RecentQueries') ?? '')).toEqual({
    'user-1': ['invoice', 'slack'],
    'user-2': ['zoom'],
  });
  expect(loadRecentQueries(storage, 'user-1')).toEqual(['invoice', 'slack']);
  expect(loadRecentQueries(storage, 'user-3')).toEqual([]);
});

it('a corrupt stored value is dropped, not thrown', () => {
  expect(loadRecentQueries(createMemoryStorage({ 'searchWidget.RecentQueries': '{not json' }), 'user-1')).toEqual([]);
  expect(loadRecentQueries(createMemoryStorage({ 'searchWidget.RecentQueries': '["a"]' }), 'user-1')).toEqual([]);
  const mixed = createMemoryStorage({ 'searchWidget.RecentQueries': JSON.stringify({ 'user-1': ['ok', 3, null, ''] }) });
  expect(loadRecentQueries(mixed, 'user-1')).toEqual(['ok']);
});

it('saving over a corrupt value replaces it', () => {
  const storage = createMemoryStorage({ 'searchWidget.RecentQueries': 'garbage' });
  saveRecentQueries(storage, 'user-1', ['crm']);
  expect(loadRecentQueries(storage, 'user-1')).toEqual(['crm']);
});

import { describe, expect, it } from 'vitest';
import { parseStorageKey, storageKey } from './storageKey.ts';

describe('storageKey', () => {
  it('is built from the market URL letters, the user id, the widget name and the key', () => {
    expect(storageKey({ marketUrl: 'https://market.example.com', userId: 'u-1', widget: 'header', key: 'cache' }))
      .toBe('httpsmarketexamplecom.u-1.header.cache');
  });

  it('keeps the port digits apart for two local marketplaces', () => {
    const a = storageKey({ marketUrl: 'http://localhost:5173', widget: 'header', key: 'cache' });
    const b = storageKey({ marketUrl: 'http://localhost:4000', widget: 'header', key: 'cache' });
    expect(a).toBe('httplocalhost5173..header.cache');
    expect(a).not.toBe(b);
  });

  it('reads back the parts of a key it built, and nothing of a foreign key', () => {
    const key = storageKey({ marketUrl: 'https://m.example', userId: 'u.1', widget: 'myapps', key: 'myapps' });
    expect(parseStorageKey(key)).toEqual({ market: 'httpsmexample', userId: 'u.1', widget: 'myapps', key: 'myapps' });
    expect(parseStorageKey('searchWidgetRecentQueries')).toBeNull();
    expect(parseStorageKey('a-b.c.d.e')).toBeNull();
  });
});

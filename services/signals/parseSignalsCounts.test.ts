import { MAX_SIGNALS_COUNT, parseSignalsCounts } from './parseSignalsCounts.ts';

describe('counts from another tab are read as strictly as a socket frame', () => {
  it.each([
    ['all three fields', { unreadCount: 4, hasUnreadMessages: true, homeUpdatedCount: 0 }],
    ['one field', { homeUpdatedCount: 7 }],
    ['none (the leader has heard nothing yet)', {}],
    ['the largest count', { unreadCount: MAX_SIGNALS_COUNT }],
  ])('keeps %s', (_name, counts) => {
    expect(parseSignalsCounts(counts)).toEqual(counts);
  });

  it.each<[string, unknown]>([
    ['a huge count', { unreadCount: 1e12 }],
    ['one above the largest count', { unreadCount: MAX_SIGNALS_COUNT + 1 }],
    ['Infinity', { unreadCount: Infinity }],
    ['a negative count', { unreadCount: -1 }],
    ['a float', { homeUpdatedCount: 2.5 }],
    ['NaN', { unreadCount: Number.NaN }],
    ['a NaN string', { unreadCount: 'NaN' }],
    ['a numeric string', { unreadCount: '3' }],
    ['a flag that is not a boolean', { hasUnreadMessages: 'true' }],
    ['null in a field', { unreadCount: null }],
    ['an unknown field', { unreadCount: 1, badge: '<img src=x onerror=alert(1)>' }],
    ['a prototype key', JSON.parse('{"__proto__": {"unreadCount": 1}}')],
    ['extra nesting', { unreadCount: { value: 3 } }],
    ['an array', [3]],
    ['a string', '{"unreadCount":3}'],
    ['a number', 3],
    ['null', null],
    ['undefined', undefined],
  ])('drops %s', (_name, counts) => {
    expect(parseSignalsCounts(counts)).toBeNull();
  });
});

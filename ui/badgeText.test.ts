import { badgeText, type Badge } from './badgeText.ts';

describe('unread badge: the count, 9+ above 9, a dot for 0 with unread messages', () => {
  it.each<[number, boolean, Badge]>([
    [0, false, { kind: 'none' }],
    [0, true, { kind: 'dot' }],
    [1, false, { kind: 'count', text: '1', count: 1 }],
    [5, true, { kind: 'count', text: '5', count: 5 }],
    [9, false, { kind: 'count', text: '9', count: 9 }],
    [10, false, { kind: 'count', text: '9+', count: 10 }],
    [250, true, { kind: 'count', text: '9+', count: 250 }],
    [-3, false, { kind: 'none' }],
    [Number.NaN, true, { kind: 'dot' }],
  ])('count %s, unread %s', (count, hasUnread, expected) => {
    expect(badgeText(count, hasUnread)).toEqual(expected);
  });
});

import { parseSignalsFrame, type SignalsFrame } from './parseSignalsFrame.ts';

const message = (payload: unknown) => JSON.stringify({ type: 'MESSAGE', payload });

describe('socket frames: PING, PONG and MESSAGE with team and feed counts', () => {
  it.each<[string, unknown, SignalsFrame | null]>([
    ['PONG', '{"type":"PONG"}', { type: 'PONG' }],
    ['PING', '{"type":"PING"}', { type: 'PING' }],
    [
      'team self entry as an object',
      message({ 'appwise-team': { self: { unreadCount: 4, hasUnreadMessages: true } } }),
      { type: 'MESSAGE', counts: { unreadCount: 4, hasUnreadMessages: true } },
    ],
    [
      'team self entry in an array',
      message({ 'appwise-team': [{ self: false, unreadCount: 99 }, { self: true, unreadCount: 2, hasUnreadMessages: false }] }),
      { type: 'MESSAGE', counts: { unreadCount: 2, hasUnreadMessages: false } },
    ],
    [
      'HOME feed entries are summed, other feeds ignored',
      message({ 'appwise-feeds': [{ type: 'HOME', updatedResourceCount: 3 }, { type: 'OTHER', updatedResourceCount: 7 }, { type: 'HOME', updatedResourceCount: 1 }] }),
      { type: 'MESSAGE', counts: { homeUpdatedCount: 4 } },
    ],
    [
      'payload as JSON text',
      message(JSON.stringify({ 'appwise-feeds': [{ type: 'HOME', updatedResourceCount: 0 }] })),
      { type: 'MESSAGE', counts: { homeUpdatedCount: 0 } },
    ],
    [
      'a huge unread count is left out',
      message({ 'appwise-team': { self: { unreadCount: 1e12, hasUnreadMessages: true } } }),
      { type: 'MESSAGE', counts: { hasUnreadMessages: true } },
    ],
    ['a negative unread count is left out', message({ 'appwise-team': { self: { unreadCount: -4 } } }), { type: 'MESSAGE', counts: {} }],
    ['a float unread count is left out', message({ 'appwise-team': { self: { unreadCount: 2.5 } } }), { type: 'MESSAGE', counts: {} }],
    [
      'a HOME entry with a count that is not one adds 0',
      message({ 'appwise-feeds': [{ type: 'HOME', updatedResourceCount: -10 }, { type: 'HOME', updatedResourceCount: 1.5 }, { type: 'HOME', updatedResourceCount: 2 }] }),
      { type: 'MESSAGE', counts: { homeUpdatedCount: 2 } },
    ],
    [
      'HOME counts summing past the largest count are left out',
      message({ 'appwise-feeds': [{ type: 'HOME', updatedResourceCount: 1_000_000 }, { type: 'HOME', updatedResourceCount: 1 }] }),
      { type: 'MESSAGE', counts: {} },
    ],
    ['unknown type', '{"type":"HELLO"}', null],
    ['not JSON', 'PONG', null],
    ['a binary frame', new ArrayBuffer(2), null],
  ])('%s', (_name, data, expected) => {
    expect(parseSignalsFrame(data)).toEqual(expected);
  });
});

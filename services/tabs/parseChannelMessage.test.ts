import { parseChannelMessage, type ChannelMessage } from './parseChannelMessage.ts';

describe('messages between the tabs sharing the signals socket', () => {
  it.each<ChannelMessage>([
    { type: 'counts', counts: { unreadCount: 3, hasUnreadMessages: true, homeUpdatedCount: 2 } },
    { type: 'counts', counts: {} },
    { type: 'status', status: 'connecting' },
    { type: 'status', status: 'open' },
    { type: 'status', status: 'closed' },
    { type: 'hello' },
    { type: 'heartbeat', id: '4fzyo82mvyr' },
    { type: 'bye', id: '0' },
  ])('keeps the well-formed %j', (message) => {
    expect(parseChannelMessage(structuredClone(message))).toEqual(message);
  });

  it.each<[string, unknown]>([
    ['a huge count', { type: 'counts', counts: { unreadCount: 1e15 } }],
    ['a negative count', { type: 'counts', counts: { unreadCount: -3 } }],
    ['a float count', { type: 'counts', counts: { homeUpdatedCount: 0.5 } }],
    ['a NaN string count', { type: 'counts', counts: { unreadCount: 'NaN' } }],
    ['a NaN count', { type: 'counts', counts: { unreadCount: Number.NaN } }],
    ['a flag that is a string', { type: 'counts', counts: { hasUnreadMessages: 'yes' } }],
    ['counts missing', { type: 'counts' }],
    ['counts as an array', { type: 'counts', counts: [1, 2] }],
    ['counts as JSON text', { type: 'counts', counts: '{"unreadCount":1}' }],
    ['counts nested one level deeper', { type: 'counts', counts: { counts: { unreadCount: 1 } } }],
    ['a socket frame in place of counts', { type: 'counts', counts: { 'appwise-team': { self: { unreadCount: 1 } } } }],
    ['a field beside the counts', { type: 'counts', counts: { unreadCount: 1 }, html: '<b>x</b>' }],
    ['an unknown status', { type: 'status', status: 'hijacked' }],
    ['a status of another case', { type: 'status', status: 'OPEN' }],
    ['a status that is not a string', { type: 'status', status: { toString: 'open' } }],
    ['no status', { type: 'status' }],
    ['a hello with a payload', { type: 'hello', counts: { unreadCount: 1 } }],
    ['a heartbeat with an empty id', { type: 'heartbeat', id: '' }],
    ['a heartbeat with a number id', { type: 'heartbeat', id: 0 }],
    ['a heartbeat with a long id', { type: 'heartbeat', id: 'a'.repeat(100) }],
    ['a bye with an id of other characters', { type: 'bye', id: '../0' }],
    ['an unknown type', { type: 'PING' }],
    ['a type of another case', { type: 'Counts', counts: { unreadCount: 1 } }],
    ['no type', { counts: { unreadCount: 1 } }],
    ['a type that is not a string', { type: ['counts'], counts: {} }],
    ['an array', [{ type: 'hello' }]],
    ['a JSON string', '{"type":"hello"}'],
    ['a number', 42],
    ['null', null],
    ['undefined', undefined],
  ])('drops %s', (_name, data) => {
    expect(parseChannelMessage(data)).toBeNull();
  });
});

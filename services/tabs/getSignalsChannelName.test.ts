import { getSignalsChannelName } from './getSignalsChannelName.ts';

const MARKET = 'https://market.example.com';
const USER = '8aac5875-a549-4f84-a875-54a4800f2cd9';

describe('the lock and channel name of the shared signals socket', () => {
  it('does not carry the user id, nor the marketplace, in clear', () => {
    const name = getSignalsChannelName(MARKET, USER);
    expect(name).toMatch(/^unav-signals-[0-9a-z]{22}$/);
    expect(name).not.toContain(USER);
    for (const part of USER.split('-')) expect(name).not.toContain(part);
    expect(getSignalsChannelName(MARKET, 'ada@example.com')).not.toContain('ada');
    expect(name).not.toContain('market.example.com');
  });

  it('is the same for the same user on the same marketplace, whatever the path of marketUrl', () => {
    expect(getSignalsChannelName(MARKET, USER)).toBe(getSignalsChannelName(MARKET, USER));
    expect(getSignalsChannelName(`${MARKET}/`, USER)).toBe(getSignalsChannelName(MARKET, USER));
    expect(getSignalsChannelName(`${MARKET}/home?x=1`, USER)).toBe(getSignalsChannelName(MARKET, USER));
  });

  it('differs per user and per marketplace', () => {
    const names = [
      getSignalsChannelName(MARKET, USER),
      getSignalsChannelName(MARKET, 'user-2'),
      getSignalsChannelName(MARKET, ''),
      getSignalsChannelName('https://other.example.com', USER),
      getSignalsChannelName('http://market.example.com', USER),
      getSignalsChannelName('https://market.example.com:8443', USER),
    ];
    expect(new Set(names).size).toBe(names.length);
    const many = new Set(Array.from({ length: 10_000 }, (_, index) => getSignalsChannelName(MARKET, `user-${index}`)));
    expect(many.size).toBe(10_000);
  });
});

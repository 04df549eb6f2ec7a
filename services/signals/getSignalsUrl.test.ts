import { getSignalsUrl } from './getSignalsUrl.ts';

describe('the signals socket URL is the market as ws(s) with d = encoded JSON {token, marketUrl}', () => {
  it('https becomes wss', () => {
    expect(getSignalsUrl('https://market.example.com', 'abc')).toBe(
      'wss://market.example.com/api/appwise/v1/signals/?d=%7B%22token%22%3A%22abc%22%2C%22marketUrl%22%3A%22https%3A%2F%2Fmarket.example.com%22%7D',
    );
  });

  it('http becomes ws and a trailing slash is not doubled', () => {
    const url = getSignalsUrl('http://localhost:5173/', 't&1');
    expect(url.startsWith('ws://localhost:5173/api/appwise/v1/signals/?d=')).toBe(true);
    const d = new URL(url).searchParams.get('d');
    expect(JSON.parse(d ?? '')).toEqual({ token: 't&1', marketUrl: 'http://localhost:5173/' });
  });
});

import { describe, expect, it } from 'vitest';
import { toPageSafeConfig } from './toPageSafeConfig.ts';

const MARKET = 'https://market.example.com';

describe('the config a server writes into the page', () => {
  it('leaves out the bearer token and the CSP nonce, wherever the config carries it', () => {
    const safe = toPageSafeConfig({
      marketUrl: MARKET, token: 'secret-token', nonce: 'page-n0nce', supportChat: { sdkHost: 'https://chat.example.com', nonce: 'chat-n0nce' },
    });
    expect(safe).toEqual({ marketUrl: MARKET, supportChat: { sdkHost: 'https://chat.example.com' } });
    expect(JSON.stringify(safe)).not.toMatch(/secret-token|n0nce/);
  });

  it('keeps every other field', () => {
    const config = { marketUrl: MARKET, partner: 'ACME', scriptIntegrity: { 'merchant-nav.js': 'sha384-m' }, supportChat: { sdkIntegrity: 'sha384-s' } };
    expect(toPageSafeConfig(config)).toEqual(config);
  });
});

import { describe, expect, it } from 'vitest';
import { pickBootstrapSource } from './pickBootstrapSource.ts';

const page = { CHANNEL_SETTINGS: { partner: 'PAGE' }, CurrentUser: { uuid: 'u-page' } };
const stored = { CHANNEL_SETTINGS: { partner: 'STORED' }, CurrentUser: { uuid: 'u-stored' } };

describe('pickBootstrapSource', () => {
  it('with nothing provided, renders the defaults and fetches', () => {
    expect(pickBootstrapSource({})).toEqual({
      bootstrap: {
        CHANNEL_SETTINGS: { partner: 'APPDIRECT', capabilities: ['CUSTOMER_APPLICATION_MANAGEMENT'], version: '2.7.15' },
      },
      source: 'default',
      fetch: true,
    });
  });

  it('a stored copy replaces the defaults and a fresh copy is still fetched', () => {
    expect(pickBootstrapSource({ stored })).toEqual({ bootstrap: stored, source: 'storage', fetch: true });
  });

  it('bootstrap source order: a page-provided copy renders first, and a fresh fetch still follows', () => {
    expect(pickBootstrapSource({ page })).toEqual({ bootstrap: page, source: 'page', fetch: true });
    expect(pickBootstrapSource({ page, stored })).toEqual({ bootstrap: page, source: 'page', fetch: true });
  });

  it('an empty or malformed copy counts as absent', () => {
    expect(pickBootstrapSource({ page: {}, stored }).source).toBe('storage');
    expect(pickBootstrapSource({ page: 'x', stored: [] }).source).toBe('default');
  });
});

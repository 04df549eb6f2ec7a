import { describe, expect, it } from 'vitest';
import { normalizeBootstrap } from './normalizeBootstrap.ts';

describe('normalizeBootstrap', () => {
  it('gives an empty context for anything but a JSON object', () => {
    expect(normalizeBootstrap(null)).toEqual({});
    expect(normalizeBootstrap('<html></html>')).toEqual({});
    expect(normalizeBootstrap([{ CurrentUser: { uuid: 'u' } }])).toEqual({});
  });

  it('keeps a well-formed context as it is', () => {
    const context = {
      CHANNEL_SETTINGS: { partner: 'ACME', capabilities: ['CHANNEL_MANAGEMENT'], marketplaceName: 'Acme' },
      CurrentUser: { uuid: 'u-1' },
      CompanyInfo: { uuid: 'c-1' },
      UserInfo: { user_id: 'u-1', roles: ['CHANNEL_ADMIN'], name: 'Ada Lovelace' },
      locale: 'fr-CA',
      memberships: { content: [{ company: { uuid: 'c-1', name: 'Acme' } }] },
      somethingNew: { kept: true },
    };
    expect(normalizeBootstrap(context)).toEqual(context);
  });

  it('drops wrong-typed fields so that the defaults apply', () => {
    const context = normalizeBootstrap({
      CHANNEL_SETTINGS: { partner: 7, capabilities: 'CHANNEL_MANAGEMENT', marketplaceName: 'Acme' },
      CurrentUser: { uuid: '' },
      CompanyInfo: 'c-1',
      UserInfo: { roles: null, name: 'Ada' },
      locale: 12,
      currencies: 'USD',
    });
    expect(context).toEqual({
      CHANNEL_SETTINGS: { marketplaceName: 'Acme' },
      CurrentUser: {},
      UserInfo: { name: 'Ada' },
    });
  });

  it('keeps only memberships with a company uuid and name', () => {
    const context = normalizeBootstrap({
      memberships: { content: [{ company: { uuid: 'c-1', name: 'Acme' } }, { company: null }, 'x'] },
    });
    expect(context.memberships?.content).toEqual([{ company: { uuid: 'c-1', name: 'Acme' } }]);
    expect(normalizeBootstrap({ memberships: { content: 'x' } }).memberships?.content).toEqual([]);
  });
});

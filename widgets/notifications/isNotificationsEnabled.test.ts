import type { ChannelSettings } from '../../engine/core/wire/marketTypes.ts';
import { isNotificationsEnabled } from './isNotificationsEnabled.ts';

type Row = [string, { userId?: string; partner: string; settings?: ChannelSettings; theme?: string }, boolean];

describe('notifications are enabled only with a user id and self-serve, APPDIRECT/APPSMART/DES or a universal theme', () => {
  it.each<Row>([
    ['APPDIRECT partner', { userId: 'u1', partner: 'APPDIRECT' }, true],
    ['APPSMART partner', { userId: 'u1', partner: 'APPSMART' }, true],
    ['DES partner', { userId: 'u1', partner: 'DES' }, true],
    ['partner from channel settings wins', { userId: 'u1', partner: 'ACME', settings: { partner: 'appsmart' } }, true],
    ['other partner', { userId: 'u1', partner: 'ACME' }, false],
    ['other partner, self-serve', { userId: 'u1', partner: 'ACME', settings: { selfserveMarketplace: true } }, true],
    ['other partner, universal theme setting', { userId: 'u1', partner: 'ACME', settings: { universalTheme: true } }, true],
    ['other partner, bootstrap theme universal', { userId: 'u1', partner: 'ACME', theme: 'universal' }, true],
    ['other partner, another theme', { userId: 'u1', partner: 'ACME', theme: 'classic' }, false],
    ['no user id, APPDIRECT', { partner: 'APPDIRECT' }, false],
    ['no user id, self-serve', { partner: 'ACME', settings: { selfserveMarketplace: true } }, false],
  ])('%s -> %s', (_name, input, expected) => {
    expect(
      isNotificationsEnabled({
        user: { id: input.userId },
        config: { partner: input.partner },
        settings: input.settings ?? {},
        bootstrap: input.theme ? { theme: input.theme } : {},
      }),
    ).toBe(expected);
  });
});

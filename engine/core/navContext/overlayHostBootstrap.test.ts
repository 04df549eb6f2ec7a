import { expect, it } from 'vitest';
import { createTestEnv } from '../../../test/testEnv.ts';
import { deriveNavContext } from './deriveNavContext.ts';
import { overlayHostBootstrap } from './overlayHostBootstrap.ts';

const bootstrap = {
  CHANNEL_SETTINGS: { partner: 'ACME', marketplaceName: 'Acme', merchantNavEnabled: false },
  myapps: { content: [{ name: 'Mail' }] },
};

it('navigation configuration: CHANNEL_SETTINGS from the host win key by key over the bootstrap', () => {
  const nav = deriveNavContext({ config: { marketUrl: 'https://market.example.com', CHANNEL_SETTINGS: { marketplaceName: 'Host Market' } }, bootstrap, env: createTestEnv() });
  expect(nav.settings).toMatchObject({ partner: 'ACME', marketplaceName: 'Host Market', merchantNavEnabled: false });
  expect(nav.config.partner).toBe('ACME');
});

it('navigation configuration: myapps from the host replaces the bootstrap My Apps content', () => {
  const myapps = { content: [{ name: 'Appwise', universalNavigatorProductType: 'APPWISE' }] };
  const nav = deriveNavContext({ config: { marketUrl: 'https://market.example.com', myapps }, bootstrap, env: createTestEnv() });
  expect(nav.bootstrap.myapps).toEqual(myapps);
});

it('without host values the bootstrap is kept as it is', () => {
  expect(overlayHostBootstrap(bootstrap, {})).toBe(bootstrap);
});

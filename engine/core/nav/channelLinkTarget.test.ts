import { expect, it } from 'vitest';
import { createTestNavContext } from '../../../test/createTestNavContext.ts';
import type { ChannelSettings } from '../wire/marketTypes.ts';
import type { Flags } from '../context/navContext.ts';
import { channelLinkTarget } from './channelLinkTarget.ts';

const noFlags: Flags = {
  replace_mp_manager_dasboard: false,
  replace_mp_manager_dasboard_for_non_selfserve: false,
  program_manager_enabled: false,
  quotes_enable_quote_version_details_new_design: false,
};

function target(roles: string[], settings: ChannelSettings = {}, flags: Partial<Flags> = {}) {
  return channelLinkTarget(createTestNavContext({ user: { roles }, settings, flags: { ...noFlags, ...flags } }));
}

it('product-support-only users go to /channel/products, unless the tenant is BaaS', () => {
  expect(target(['USER', 'CHANNEL_PRODUCT_SUPPORT'])).toBe('https://market.example.com/channel/products');
  expect(target(['CHANNEL_PRODUCT_SUPPORT'], { baasTenant: true })).toBe('https://market.example.com/channel/marketplace');
});

it('reports-channel-admin-only users go to /channel/reports/history', () => {
  expect(target(['USER', 'REPORTS_CHANNEL_ADMIN'])).toBe('https://market.example.com/channel/reports/history');
});

it('a channel admin with an unfinished walkthrough goes to /channel/guide', () => {
  const settings = { walkthroughEnabled: true, guideProgress: { CHANNEL: 5 } };
  expect(target(['CHANNEL_ADMIN'], settings)).toBe('https://market.example.com/channel/guide');
  expect(target(['CHANNEL_ADMIN'], { ...settings, guideProgress: { CHANNEL: 6 } })).toBe('https://market.example.com/channel/marketplace');
});

it('a channel admin with the new admin dashboard flag of the marketplace kind goes to /admin', () => {
  expect(target(['CHANNEL_ADMIN'], { selfserveMarketplace: true }, { replace_mp_manager_dasboard: true })).toBe('https://market.example.com/admin');
  expect(target(['CHANNEL_ADMIN'], { selfserveMarketplace: false }, { replace_mp_manager_dasboard: true })).toBe('https://market.example.com/channel/marketplace');
  expect(target(['CHANNEL_ADMIN'], {}, { replace_mp_manager_dasboard_for_non_selfserve: true })).toBe('https://market.example.com/admin');
});

it('everyone else goes to /channel/marketplace', () => {
  expect(target(['CHANNEL_SUPPORT', 'CHANNEL_PRODUCT_SUPPORT'])).toBe('https://market.example.com/channel/marketplace');
});

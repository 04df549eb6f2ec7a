import { expect, it } from 'vitest';
import { createTestNavContext } from '../../../test/createTestNavContext.ts';
import { showSubscriptionLink } from './showSubscriptionLink.ts';

const admin = { user: { roles: ['CHANNEL_ADMIN'] } };

it('Subscription: account edition set and CHANNEL_ADMIN', () => {
  expect(showSubscriptionLink(createTestNavContext({ ...admin, settings: { accountEdition: 'GROWTH' } }))).toBe(true);
  expect(showSubscriptionLink(createTestNavContext({ ...admin, settings: {} }))).toBe(false);
  expect(showSubscriptionLink(createTestNavContext({ user: { roles: ['USER'] }, settings: { accountEdition: 'GROWTH' } }))).toBe(false);
});

it('Subscription: hidden on a self-serve marketplace with the self-serve subscription capability', () => {
  const settings = { accountEdition: 'GROWTH', selfserveMarketplace: true };
  expect(showSubscriptionLink(createTestNavContext({ ...admin, settings, capabilities: ['SELF_SERVE_SUBSCRIPTION'] }))).toBe(false);
  expect(showSubscriptionLink(createTestNavContext({ ...admin, settings, capabilities: [] }))).toBe(true);
});

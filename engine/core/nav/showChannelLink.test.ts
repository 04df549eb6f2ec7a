import { expect, it } from 'vitest';
import { createTestNavContext } from '../../../test/createTestNavContext.ts';
import { showChannelLink } from './showChannelLink.ts';

it('Channel needs the CHANNEL_MANAGEMENT capability plus a channel role', () => {
  const withCap = { capabilities: ['CHANNEL_MANAGEMENT'] };
  expect(showChannelLink(createTestNavContext({ ...withCap, user: { roles: ['SALES_SUPPORT'] } }))).toBe(true);
  expect(showChannelLink(createTestNavContext({ ...withCap, user: { roles: ['USER'] } }))).toBe(false);
  expect(showChannelLink(createTestNavContext({ capabilities: [], user: { roles: ['CHANNEL_ADMIN'] } }))).toBe(false);
});

it('Channel: REPORTS_CHANNEL_ADMIN alone suffices, even without the capability', () => {
  expect(showChannelLink(createTestNavContext({ capabilities: [], user: { roles: ['REPORTS_CHANNEL_ADMIN'] } }))).toBe(true);
});

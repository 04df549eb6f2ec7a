import { expect, it } from 'vitest';
import { createTestNavContext } from '../../../test/createTestNavContext.ts';
import { developerLinkLabelKey, developerLinkTarget } from './developerLink.ts';

it('Developer goes to /vendor/admin when program_manager_enabled is on, else /cms/home', () => {
  const off = createTestNavContext();
  expect(developerLinkTarget(off)).toBe('https://market.example.com/cms/home');
  const on = createTestNavContext({ flags: { ...off.flags, program_manager_enabled: true } });
  expect(developerLinkTarget(on)).toBe('https://market.example.com/vendor/admin');
});

it("Developer label: 'Developers, Billing and Distribution' for a channel admin on a vendor site, else 'Developer'", () => {
  const admin = createTestNavContext({ user: { roles: ['CHANNEL_ADMIN', 'DEVELOPER'] }, settings: { vendorMode: true } });
  expect(admin.t(developerLinkLabelKey(admin))).toBe('Developers, Billing and Distribution');
  const dev = createTestNavContext({ user: { roles: ['DEVELOPER'] }, settings: { vendorMode: true } });
  expect(dev.t(developerLinkLabelKey(dev))).toBe('Developer');
  const adminNoVendor = createTestNavContext({ user: { roles: ['CHANNEL_ADMIN'] }, settings: {} });
  expect(adminNoVendor.t(developerLinkLabelKey(adminNoVendor))).toBe('Developer');
});

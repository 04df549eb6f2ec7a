import { expect, it } from 'vitest';
import { createTestNavContext } from '../../../test/createTestNavContext.ts';
import { getManageMenuItems, getUserMenuItems } from './menuItems.ts';

const market = 'https://market.example.com';

it('a customer manages My Apps and Account, in that order, with absolute hrefs', () => {
  expect(getManageMenuItems(createTestNavContext())).toEqual([
    { id: 'myapps', label: 'My Apps', href: `${market}/myapps` },
    { id: 'account', label: 'Account', href: `${market}/account/home` },
  ]);
});

it('a staff user with every area sees them in header order with their role labels', () => {
  const nav = createTestNavContext({
    capabilities: ['CHANNEL_MANAGEMENT', 'DEVELOPER'],
    settings: { cmsEnabled: true, vendorMode: true, accountEdition: 'GROWTH' },
    user: { roles: ['CHANNEL_ADMIN', 'CORPORATE_ADMIN', 'DEVELOPER', 'RESELLER', 'SUPERUSER'] },
    addons: { showAddonStoreLink: true, addonStoreUrl: '/addons', showIntegrationsLink: true, integrationsUrl: '/integrations' },
  });
  expect(getManageMenuItems(nav).map((item) => [item.label, item.href])).toEqual([
    ['Account', `${market}/account/home`],
    ['Subscription', `${market}/subscription`],
    ['Marketplace', `${market}/channel/marketplace`],
    ['Network', `${market}/corporate/home`],
    ['Developers, Billing and Distribution', `${market}/cms/home`],
    ['Reseller', `${market}/reseller`],
    ['Superuser', `${market}/superuser/dashboard`],
    ['Add-ons', `${market}/addons`],
    ['Integrations', `${market}/integrations`],
  ]);
});

it('the user menu lists profile, reports, settings, company and logout when all apply', () => {
  const nav = createTestNavContext({ user: { id: 'u-1', companyId: 'c-1', roles: ['INTERNAL_REPORTS_USER'] } });
  expect(getUserMenuItems(nav)).toEqual([
    { id: 'profile', label: 'My Profile', href: `${market}/profile/u-1` },
    { id: 'reports', label: 'My Reports', href: `${market}/reports` },
    { id: 'settings', label: 'My Settings', href: `${market}/settings` },
    { id: 'company', label: 'My Company', href: `${market}/companies/c-1` },
    { id: 'logout', label: 'Logout', href: `${market}/logout` },
  ]);
});

it('the user menu drops profile and company without ids or with profiles off, and settings under an identity provider', () => {
  const noIds = createTestNavContext({ user: { id: undefined, companyId: undefined } });
  expect(getUserMenuItems(noIds).map((item) => item.id)).toEqual(['settings', 'logout']);
  const off = createTestNavContext({ settings: { profilesEnabled: false, identityProviderInUse: true } });
  expect(getUserMenuItems(off).map((item) => item.id)).toEqual(['logout']);
});

it('labels come from the translations, so a partner text wins', () => {
  const base = createTestNavContext();
  const nav = { ...base, t: (key: string) => (key === 'unav.logout' ? 'Se déconnecter' : base.t(key)) };
  expect(getUserMenuItems(nav).at(-1)?.label).toBe('Se déconnecter');
});

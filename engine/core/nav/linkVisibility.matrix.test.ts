/**
 * The link matrix of SPEC §6 (and the channel and superuser targets of SPEC §2), one row per
 * case, read through the public outputs (menu items, sign-up and messenger helpers) so a row
 * fails whichever rule file is wrong. 'hidden' means the link is absent; otherwise the row names
 * what the user sees: 'label -> path'.
 */
import { expect, it } from 'vitest';
import { createTestNavContext } from '../../../test/createTestNavContext.ts';
import type { AddonStoreConfiguration, ChannelSettings } from '../wire/marketTypes.ts';
import type { Flags, NavContext } from '../context/navContext.ts';
import { getManageMenuItems, getUserMenuItems } from './menuItems.ts';
import { messengerLabelKey } from './messengerLabel.ts';
import { showSignupLink } from './showSignupLink.ts';
import { getStaticLink } from './staticLinks.ts';

const MARKET = 'https://market.example.com';

type Link =
  | 'myapps' | 'account' | 'subscription' | 'channel' | 'corporate' | 'developer' | 'reseller' | 'superuser'
  | 'addons' | 'integrations' | 'profile' | 'reports' | 'settings' | 'company' | 'signup' | 'messenger';

interface Given {
  roles?: string[];
  caps?: string[];
  settings?: ChannelSettings;
  flags?: Partial<Flags>;
  addons?: AddonStoreConfiguration;
  userId?: string | undefined;
  companyId?: string | undefined;
  host?: string;
}

interface Row {
  rule: string;
  when: string;
  link: Link;
  given: Given;
  expected: string;
}

const rows: Row[] = [];
function row(rule: string, when: string, link: Link, given: Given, expected: string) {
  rows.push({ rule, when, link, given, expected });
}

// Account: visible unless only-admins-can-buy is on, then BILLING_ADMIN is needed.
row('Account', 'plain user, only-admins-can-buy off', 'account', { roles: ['USER'] }, 'Account -> /account/home');
row('Account', 'billing admin, only-admins-can-buy off', 'account', { roles: ['BILLING_ADMIN'] }, 'Account -> /account/home');
row('Account', 'plain user, only-admins-can-buy on', 'account', { roles: ['USER'], settings: { onlyAdminsCanBuy: true } }, 'hidden');
row('Account', 'channel admin without billing, only-admins-can-buy on', 'account', { roles: ['CHANNEL_ADMIN'], settings: { onlyAdminsCanBuy: true } }, 'hidden');
row('Account', 'billing admin, only-admins-can-buy on', 'account', { roles: ['USER', 'BILLING_ADMIN'], settings: { onlyAdminsCanBuy: true } }, 'Account -> /account/home');

// Channel: CHANNEL_MANAGEMENT plus a channel role; REPORTS_CHANNEL_ADMIN alone suffices.
const CM = ['CHANNEL_MANAGEMENT'];
row('Channel', 'CHANNEL_ADMIN with capability', 'channel', { roles: ['CHANNEL_ADMIN'], caps: CM }, 'Marketplace -> /channel/marketplace');
row('Channel', 'CHANNEL_ADMIN without capability', 'channel', { roles: ['CHANNEL_ADMIN'], caps: [] }, 'hidden');
row('Channel', 'CHANNEL_SUPPORT with capability', 'channel', { roles: ['CHANNEL_SUPPORT'], caps: CM }, 'Marketplace -> /channel/marketplace');
row('Channel', 'CHANNEL_SUPPORT without capability', 'channel', { roles: ['CHANNEL_SUPPORT'], caps: [] }, 'hidden');
row('Channel', 'CHANNEL_PRODUCT_SUPPORT with capability', 'channel', { roles: ['CHANNEL_PRODUCT_SUPPORT'], caps: CM }, 'Marketplace -> /channel/products');
row('Channel', 'CHANNEL_PRODUCT_SUPPORT without capability', 'channel', { roles: ['CHANNEL_PRODUCT_SUPPORT'], caps: [] }, 'hidden');
row('Channel', 'SALES_SUPPORT with capability', 'channel', { roles: ['SALES_SUPPORT'], caps: CM }, 'Marketplace -> /channel/marketplace');
row('Channel', 'SALES_SUPPORT without capability', 'channel', { roles: ['SALES_SUPPORT'], caps: [] }, 'hidden');
row('Channel', 'REPORTS_CHANNEL_ADMIN with capability', 'channel', { roles: ['REPORTS_CHANNEL_ADMIN'], caps: CM }, 'Marketplace -> /channel/reports/history');
row('Channel', 'REPORTS_CHANNEL_ADMIN alone, without capability', 'channel', { roles: ['REPORTS_CHANNEL_ADMIN'], caps: [] }, 'Marketplace -> /channel/reports/history');
row('Channel', 'plain user with capability', 'channel', { roles: ['USER'], caps: CM }, 'hidden');
row('Channel', 'corporate admin with capability', 'channel', { roles: ['CORPORATE_ADMIN'], caps: CM }, 'hidden');
row('Channel', 'superuser with capability', 'channel', { roles: ['SUPERUSER'], caps: CM }, 'hidden');
row('Channel', 'billing admin with capability', 'channel', { roles: ['BILLING_ADMIN'], caps: CM }, 'hidden');

// Channel link target (SPEC §2), in rule order.
const admin = { roles: ['USER', 'CHANNEL_ADMIN'], caps: CM };
row('Channel target: product-support only', 'not BaaS', 'channel', { roles: ['USER', 'CHANNEL_PRODUCT_SUPPORT'], caps: CM }, 'Marketplace -> /channel/products');
row('Channel target: product-support only', 'BaaS tenant', 'channel', { roles: ['CHANNEL_PRODUCT_SUPPORT'], caps: CM, settings: { baasTenant: true } }, 'Marketplace -> /channel/marketplace');
row('Channel target: product-support only', 'with another channel role', 'channel', { roles: ['CHANNEL_PRODUCT_SUPPORT', 'CHANNEL_SUPPORT'], caps: CM }, 'Marketplace -> /channel/marketplace');
row('Channel target: reports-channel-admin only', 'alone', 'channel', { roles: ['USER', 'REPORTS_CHANNEL_ADMIN'], caps: CM }, 'Marketplace -> /channel/reports/history');
row('Channel target: reports-channel-admin only', 'with CHANNEL_ADMIN', 'channel', { roles: ['REPORTS_CHANNEL_ADMIN', 'CHANNEL_ADMIN'], caps: CM }, 'Marketplace -> /channel/marketplace');
row('Channel target: walkthrough', 'enabled, progress 0', 'channel', { ...admin, settings: { walkthroughEnabled: true, guideProgress: { CHANNEL: 0 } } }, 'Marketplace -> /channel/guide');
row('Channel target: walkthrough', 'enabled, no progress recorded', 'channel', { ...admin, settings: { walkthroughEnabled: true } }, 'Marketplace -> /channel/guide');
row('Channel target: walkthrough', 'enabled, progress 5', 'channel', { ...admin, settings: { walkthroughEnabled: true, guideProgress: { CHANNEL: 5 } } }, 'Marketplace -> /channel/guide');
row('Channel target: walkthrough', 'enabled, progress 6 (finished)', 'channel', { ...admin, settings: { walkthroughEnabled: true, guideProgress: { CHANNEL: 6 } } }, 'Marketplace -> /channel/marketplace');
row('Channel target: walkthrough', 'disabled, progress 2', 'channel', { ...admin, settings: { walkthroughEnabled: false, guideProgress: { CHANNEL: 2 } } }, 'Marketplace -> /channel/marketplace');
row('Channel target: walkthrough', 'only channel admins take the guide', 'channel', { roles: ['CHANNEL_SUPPORT'], caps: CM, settings: { walkthroughEnabled: true } }, 'Marketplace -> /channel/marketplace');
row('Channel target: walkthrough', 'unfinished guide wins over the dashboard flag', 'channel', { ...admin, settings: { walkthroughEnabled: true, selfserveMarketplace: true }, flags: { replace_mp_manager_dasboard: true } }, 'Marketplace -> /channel/guide');
row('Channel target: new admin dashboard', 'self-serve, replace_mp_manager_dasboard on', 'channel', { ...admin, settings: { selfserveMarketplace: true }, flags: { replace_mp_manager_dasboard: true } }, 'Marketplace -> /admin');
row('Channel target: new admin dashboard', 'self-serve, only the non-self-serve flag on', 'channel', { ...admin, settings: { selfserveMarketplace: true }, flags: { replace_mp_manager_dasboard_for_non_selfserve: true } }, 'Marketplace -> /channel/marketplace');
row('Channel target: new admin dashboard', 'not self-serve, replace_mp_manager_dasboard_for_non_selfserve on', 'channel', { ...admin, settings: { selfserveMarketplace: false }, flags: { replace_mp_manager_dasboard_for_non_selfserve: true } }, 'Marketplace -> /admin');
row('Channel target: new admin dashboard', 'not self-serve, only the self-serve flag on', 'channel', { ...admin, settings: { selfserveMarketplace: false }, flags: { replace_mp_manager_dasboard: true } }, 'Marketplace -> /channel/marketplace');
row('Channel target: new admin dashboard', 'self-serve, both flags off', 'channel', { ...admin, settings: { selfserveMarketplace: true } }, 'Marketplace -> /channel/marketplace');
row('Channel target: new admin dashboard', 'flag on but not a channel admin', 'channel', { roles: ['SALES_SUPPORT'], caps: CM, settings: { selfserveMarketplace: true }, flags: { replace_mp_manager_dasboard: true } }, 'Marketplace -> /channel/marketplace');
row('Channel target: everyone else', 'channel support', 'channel', { roles: ['CHANNEL_SUPPORT'], caps: CM }, 'Marketplace -> /channel/marketplace');

// Corporate: CORPORATE_ADMIN, or NETWORK_CATALOG_MANAGER with NETWORK_CATALOG_MANAGEMENT.
const NCM = ['NETWORK_CATALOG_MANAGEMENT'];
row('Corporate', 'CORPORATE_ADMIN with capability', 'corporate', { roles: ['CORPORATE_ADMIN'], caps: NCM }, 'Network -> /corporate/home');
row('Corporate', 'CORPORATE_ADMIN without capability', 'corporate', { roles: ['CORPORATE_ADMIN'], caps: [] }, 'Network -> /corporate/home');
row('Corporate', 'NETWORK_CATALOG_MANAGER with capability', 'corporate', { roles: ['NETWORK_CATALOG_MANAGER'], caps: NCM }, 'Network -> /corporate/home');
row('Corporate', 'NETWORK_CATALOG_MANAGER without capability', 'corporate', { roles: ['NETWORK_CATALOG_MANAGER'], caps: [] }, 'hidden');
row('Corporate', 'plain user with capability', 'corporate', { roles: ['USER'], caps: NCM }, 'hidden');
row('Corporate', 'channel admin with capability', 'corporate', { roles: ['CHANNEL_ADMIN'], caps: NCM }, 'hidden');

// Developer: capability, role, cms enabled and vendor mode, all four.
const devLabel = 'Developer -> /cms/home';
for (const [cap, role, cms, vendor, expected] of [
  [1, 1, 1, 1, devLabel], [1, 1, 1, 0, 'hidden'], [1, 1, 0, 1, 'hidden'], [1, 1, 0, 0, 'hidden'],
  [1, 0, 1, 1, 'hidden'], [1, 0, 1, 0, 'hidden'], [1, 0, 0, 1, 'hidden'], [1, 0, 0, 0, 'hidden'],
  [0, 1, 1, 1, 'hidden'], [0, 1, 1, 0, 'hidden'], [0, 1, 0, 1, 'hidden'], [0, 1, 0, 0, 'hidden'],
  [0, 0, 1, 1, 'hidden'], [0, 0, 1, 0, 'hidden'], [0, 0, 0, 1, 'hidden'], [0, 0, 0, 0, 'hidden'],
] as const) {
  row(
    'Developer',
    `capability ${cap ? 'on' : 'off'}, role ${role ? 'on' : 'off'}, cms ${cms ? 'on' : 'off'}, vendor mode ${vendor ? 'on' : 'off'}`,
    'developer',
    { caps: cap ? ['DEVELOPER'] : [], roles: role ? ['DEVELOPER'] : ['USER'], settings: { cmsEnabled: cms === 1, vendorMode: vendor === 1 } },
    expected,
  );
}
const devAll = { caps: ['DEVELOPER'], roles: ['DEVELOPER'], settings: { cmsEnabled: true, vendorMode: true } };
row('Developer target', 'program_manager_enabled on', 'developer', { ...devAll, flags: { program_manager_enabled: true } }, 'Developer -> /vendor/admin');
row('Developer target', 'program_manager_enabled off', 'developer', { ...devAll, flags: { program_manager_enabled: false } }, 'Developer -> /cms/home');
row('Developer label', 'channel admin on a vendor site', 'developer', { ...devAll, roles: ['DEVELOPER', 'CHANNEL_ADMIN'] }, 'Developers, Billing and Distribution -> /cms/home');
row('Developer label', 'channel admin on a vendor site, program manager on', 'developer', { ...devAll, roles: ['DEVELOPER', 'CHANNEL_ADMIN'], flags: { program_manager_enabled: true } }, 'Developers, Billing and Distribution -> /vendor/admin');
row('Developer label', 'channel support on a vendor site', 'developer', { ...devAll, roles: ['DEVELOPER', 'CHANNEL_SUPPORT'] }, 'Developer -> /cms/home');

// Reseller: RESELLER_MANAGER, RESELLER or REFERRAL.
row('Reseller', 'RESELLER_MANAGER', 'reseller', { roles: ['RESELLER_MANAGER'] }, 'Reseller -> /reseller');
row('Reseller', 'RESELLER', 'reseller', { roles: ['RESELLER'] }, 'Reseller -> /reseller');
row('Reseller', 'REFERRAL', 'reseller', { roles: ['USER', 'REFERRAL'] }, 'Reseller -> /reseller');
row('Reseller', 'plain user', 'reseller', { roles: ['USER'] }, 'hidden');
row('Reseller', 'channel admin', 'reseller', { roles: ['CHANNEL_ADMIN'] }, 'hidden');

// Superuser: SUPERUSER or SUPER_SUPPORT; dashboard for SUPERUSER, support otherwise.
row('Superuser', 'SUPERUSER goes to the dashboard', 'superuser', { roles: ['SUPERUSER'] }, 'Superuser -> /superuser/dashboard');
row('Superuser', 'SUPER_SUPPORT goes to support', 'superuser', { roles: ['SUPER_SUPPORT'] }, 'Superuser -> /superuser/support');
row('Superuser', 'both roles go to the dashboard', 'superuser', { roles: ['SUPER_SUPPORT', 'SUPERUSER'] }, 'Superuser -> /superuser/dashboard');
row('Superuser', 'plain user', 'superuser', { roles: ['USER'] }, 'hidden');
row('Superuser', 'channel admin', 'superuser', { roles: ['CHANNEL_ADMIN'] }, 'hidden');

// My Apps: the CUSTOMER_APPLICATION_MANAGEMENT capability.
row('My Apps', 'with capability', 'myapps', { caps: ['CUSTOMER_APPLICATION_MANAGEMENT'] }, 'My Apps -> /myapps');
row('My Apps', 'without capability', 'myapps', { caps: ['CHANNEL_MANAGEMENT'] }, 'hidden');
row('My Apps', 'no capabilities at all', 'myapps', { caps: [] }, 'hidden');

// Subscription: account edition, CHANNEL_ADMIN, and not (self-serve with the self-serve subscription capability).
const sub = 'Subscription -> /subscription';
for (const [edition, role, selfServe, cap, expected] of [
  [1, 1, 0, 0, sub], [1, 1, 0, 1, sub], [1, 1, 1, 0, sub], [1, 1, 1, 1, 'hidden'],
  [1, 0, 0, 0, 'hidden'], [1, 0, 0, 1, 'hidden'], [1, 0, 1, 0, 'hidden'], [1, 0, 1, 1, 'hidden'],
  [0, 1, 0, 0, 'hidden'], [0, 1, 0, 1, 'hidden'], [0, 1, 1, 0, 'hidden'], [0, 1, 1, 1, 'hidden'],
  [0, 0, 0, 0, 'hidden'], [0, 0, 0, 1, 'hidden'], [0, 0, 1, 0, 'hidden'], [0, 0, 1, 1, 'hidden'],
] as const) {
  row(
    'Subscription',
    `edition ${edition ? 'set' : 'unset'}, CHANNEL_ADMIN ${role ? 'yes' : 'no'}, self-serve ${selfServe ? 'yes' : 'no'}, self-serve subscription capability ${cap ? 'yes' : 'no'}`,
    'subscription',
    {
      roles: role ? ['CHANNEL_ADMIN'] : ['USER'],
      caps: cap ? ['SELF_SERVE_SUBSCRIPTION'] : [],
      settings: { ...(edition ? { accountEdition: 'ENTERPRISE' } : {}), selfserveMarketplace: selfServe === 1 },
    },
    expected,
  );
}

// Internal reports: INTERNAL_REPORTS_USER.
row('Internal reports', 'INTERNAL_REPORTS_USER', 'reports', { roles: ['USER', 'INTERNAL_REPORTS_USER'] }, 'My Reports -> /reports');
row('Internal reports', 'plain user', 'reports', { roles: ['USER'] }, 'hidden');
row('Internal reports', 'REPORTS_CHANNEL_ADMIN is not an internal reports user', 'reports', { roles: ['REPORTS_CHANNEL_ADMIN'] }, 'hidden');

// Settings: hidden with an identity provider or settings under the profile.
row('Settings', 'neither', 'settings', {}, 'My Settings -> /settings');
row('Settings', 'identity provider in use', 'settings', { settings: { identityProviderInUse: true } }, 'hidden');
row('Settings', 'settings under profile', 'settings', { settings: { settingsUnderProfile: true } }, 'hidden');
row('Settings', 'both', 'settings', { settings: { identityProviderInUse: true, settingsUnderProfile: true } }, 'hidden');

// Profile and company: only if profiles are enabled and the id is known.
row('Profile', 'profiles enabled, id known', 'profile', { settings: { profilesEnabled: true }, userId: 'u-7' }, 'My Profile -> /profile/u-7');
row('Profile', 'profiles by default, id known', 'profile', { userId: 'u-7' }, 'My Profile -> /profile/u-7');
row('Profile', 'profiles disabled', 'profile', { settings: { profilesEnabled: false }, userId: 'u-7' }, 'hidden');
row('Profile', 'id unknown', 'profile', { userId: undefined }, 'hidden');
row('Company', 'profiles enabled, id known', 'company', { settings: { profilesEnabled: true }, companyId: 'c-3' }, 'My Company -> /companies/c-3');
row('Company', 'profiles by default, id known', 'company', { companyId: 'c-3' }, 'My Company -> /companies/c-3');
row('Company', 'profiles disabled', 'company', { settings: { profilesEnabled: false }, companyId: 'c-3' }, 'hidden');
row('Company', 'id unknown', 'company', { companyId: undefined }, 'hidden');

// Sign-up: hidden with the hide-sign-up flag.
row('Sign-up', 'default', 'signup', {}, 'Register -> /signup');
row('Sign-up', 'hide-sign-up off', 'signup', { settings: { hideSignup: false } }, 'Register -> /signup');
row('Sign-up', 'hide-sign-up on', 'signup', { settings: { hideSignup: true } }, 'hidden');

// Add-ons and integrations: per the add-on store configuration.
row('Add-ons', 'shown with a URL', 'addons', { addons: { showAddonStoreLink: true, addonStoreUrl: '/addons/store' } }, 'Add-ons -> /addons/store');
row('Add-ons', 'shown without a URL', 'addons', { addons: { showAddonStoreLink: true } }, 'hidden');
row('Add-ons', 'not shown with a URL', 'addons', { addons: { showAddonStoreLink: false, addonStoreUrl: '/addons/store' } }, 'hidden');
row('Add-ons', 'no configuration', 'addons', {}, 'hidden');
row('Integrations', 'shown with a URL', 'integrations', { addons: { showIntegrationsLink: true, integrationsUrl: '/integrations' } }, 'Integrations -> /integrations');
row('Integrations', 'shown without a URL', 'integrations', { addons: { showIntegrationsLink: true } }, 'hidden');
row('Integrations', 'not shown with a URL', 'integrations', { addons: { showIntegrationsLink: false, integrationsUrl: '/integrations' } }, 'hidden');
row('Integrations', 'the add-on store flag does not show integrations', 'integrations', { addons: { showAddonStoreLink: true, integrationsUrl: '/integrations' } }, 'hidden');

// Messenger label: 'Sales and Tech Support' for RESELLER on the two AppSmart hosts.
row('Messenger label', 'RESELLER on the AppSmart production host', 'messenger', { roles: ['RESELLER'], host: 'marketplace.appsmart.com' }, 'Sales and Tech Support -> /appwise/messages');
row('Messenger label', 'RESELLER on the AppSmart sandbox host', 'messenger', { roles: ['RESELLER'], host: 'sandbox.appsmart.com' }, 'Sales and Tech Support -> /appwise/messages');
row('Messenger label', 'RESELLER elsewhere', 'messenger', { roles: ['RESELLER'], host: 'market.example.com' }, 'Messages -> /appwise/messages');
row('Messenger label', 'RESELLER_MANAGER on AppSmart', 'messenger', { roles: ['RESELLER_MANAGER'], host: 'marketplace.appsmart.com' }, 'Messages -> /appwise/messages');
row('Messenger label', 'plain user on AppSmart', 'messenger', { roles: ['USER'], host: 'marketplace.appsmart.com' }, 'Messages -> /appwise/messages');

function navFor(given: Given): NavContext {
  const base = createTestNavContext();
  return createTestNavContext({
    capabilities: given.caps ?? ['CUSTOMER_APPLICATION_MANAGEMENT'],
    settings: given.settings ?? {},
    flags: { ...base.flags, ...given.flags },
    addons: given.addons ?? {},
    user: {
      roles: given.roles ?? ['USER'],
      ...('userId' in given ? { id: given.userId } : {}),
      ...('companyId' in given ? { companyId: given.companyId } : {}),
    },
  });
}

function seen(link: Link, given: Given): string {
  const nav = navFor(given);
  const relative = (href: string) => (href.startsWith(MARKET) ? href.slice(MARKET.length) : href);
  if (link === 'signup') return showSignupLink(nav) ? `${nav.t('unav.signup')} -> ${relative(getStaticLink(MARKET, 'signup'))}` : 'hidden';
  // The path is the one the messages icon links to (getStaticLink), not a constant of this test.
  if (link === 'messenger') return `${nav.t(messengerLabelKey(nav, given.host ?? 'market.example.com'))} -> ${relative(getStaticLink(nav.config.marketUrl, 'messenger'))}`;
  const item = [...getManageMenuItems(nav), ...getUserMenuItems(nav)].find((entry) => entry.id === link);
  return item ? `${item.label} -> ${relative(item.href)}` : 'hidden';
}

// The name column: rule, case, and what the user sees.
const table = rows.map((entry) => [`${entry.rule}: ${entry.when} => ${entry.expected}`, entry] as const);

it.each(table)('%s', (_name, { link, given, expected }) => {
  expect(seen(link, given)).toBe(expected);
});

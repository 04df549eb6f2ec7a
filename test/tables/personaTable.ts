/**
 * What each persona of the local marketplace sees (fixtures/personas), written out by hand from the
 * fixtures and the SPEC rules, as the expectations tests hold the product to: the header layout
 * on an ordinary page, where the logo leads (SPEC §2: /myapps for a signed-in user with
 * CUSTOMER_APPLICATION_MANAGEMENT and no redirect-to-home, /home otherwise), and the links of the
 * Manage and user menus (SPEC §2 link targets, §6 visibility). test/personaTable.test.ts checks the
 * product's derivation against the whole table, for every partner; the browser tests check the
 * page against a few rows of it.
 */
// ---------------------------------------------------------------------------------------------
// Links per persona (SPEC §2 link targets, §6 visibility).
// Every signed-in persona but no-app-management has CUSTOMER_APPLICATION_MANAGEMENT (My Apps) and,
// as no persona but billing-admin has only-admins-can-buy (and that one holds BILLING_ADMIN), Account. Each persona's
// own add-on store configuration, as the configuration call serves it, shows Add-ons to every
// signed-in persona and Integrations to the marketplace admins and the superuser only.
// ---------------------------------------------------------------------------------------------

export type Link = readonly [label: string, path: string];

const MY_APPS: Link = ['My Apps', '/myapps'];
const ACCOUNT: Link = ['Account', '/account/home'];
const ADDONS: Link = ['Add-ons', '/addons'];
const INTEGRATIONS: Link = ['Integrations', '/channel/integration'];

export interface PersonaLinks {
  manage: Link[];
  user: Link[];
}

/** Profile, settings, company and logout: profiles on, no identity provider, settings not under profile. */
function userLinks(userId: string, companyId: string, withReports = false): Link[] {
  return [
    ['My Profile', `/profile/${userId}`],
    ...(withReports ? [['My Reports', '/reports'] as const] : []),
    ['My Settings', '/settings'],
    ['My Company', `/companies/${companyId}`],
    ['Logout', '/logout'],
  ];
}

/** Every signed-in persona's Manage and user menu, on the default partner (the others translate the labels). */
export const PERSONA_LINKS: Record<string, PersonaLinks> = {
  // only-admins-can-buy on, BILLING_ADMIN held: Account shows. STARTER edition but no CHANNEL_ADMIN: no Subscription.
  'billing-admin': {
    manage: [MY_APPS, ACCOUNT, ADDONS],
    user: userLinks('e740fd3d-d07f-40d4-a115-84ffae9830e7', '3525f3e6-495b-4e47-a140-5eed349f39ff'),
  },
  // Managed marketplace, replace_mp_manager_dasboard_for_non_selfserve on: channel -> /admin; edition set: Subscription.
  'channel-admin-new-dashboard-non-selfserve': {
    manage: [MY_APPS, ACCOUNT, ['Subscription', '/subscription'], ['Marketplace', '/admin'], ADDONS, INTEGRATIONS],
    user: userLinks('ff5a15c7-e483-4712-a91a-df7d48ff839e', 'd3744d3a-3658-4881-a3f2-a77b4a7ab77e'),
  },
  // Self-serve with SELF_SERVE_SUBSCRIPTION: no Subscription. Guide done (7), replace_mp_manager_dasboard on: /admin.
  'channel-admin-new-dashboard-selfserve': {
    manage: [MY_APPS, ACCOUNT, ['Marketplace', '/admin'], ADDONS, INTEGRATIONS],
    user: userLinks('e639b3dc-1084-45f8-a1d2-4ca181aa8171', '3525f3e6-495b-4e47-a140-5eed349f39ff'),
  },
  // Walkthrough on, CHANNEL guide progress 3 < 6: /channel/guide. No edition: no Subscription.
  'channel-admin-walkthrough': {
    manage: [MY_APPS, ACCOUNT, ['Marketplace', '/channel/guide'], ADDONS, INTEGRATIONS],
    user: userLinks('630fe885-e67f-48b3-ae53-033236d3d7f4', 'ecafb4f0-a071-4ea5-ad21-3c47d04f17f1'),
  },
  // Guide progress 6 (done), no dashboard flag: /channel/marketplace. ENTERPRISE edition: Subscription.
  'channel-admin': {
    manage: [MY_APPS, ACCOUNT, ['Subscription', '/subscription'], ['Marketplace', '/channel/marketplace'], ADDONS, INTEGRATIONS],
    user: userLinks('cec0fb33-895f-46ab-ac5c-4af6d30d761e', '70438268-630c-4090-a6d6-c8db11d87570'),
  },
  // Product-support-only, but a BaaS tenant: everyone else's /channel/marketplace.
  'channel-product-support-baas': {
    manage: [MY_APPS, ACCOUNT, ['Marketplace', '/channel/marketplace'], ADDONS],
    user: userLinks('9c2774a1-3540-403f-a9a2-e220eca87358', '42d5fe7e-faff-4a21-af1a-e982021272b8'),
  },
  // Product-support-only, not BaaS: /channel/products.
  'channel-product-support': {
    manage: [MY_APPS, ACCOUNT, ['Marketplace', '/channel/products'], ADDONS],
    user: userLinks('229c4399-8404-4b2d-a1b5-f594c20c497a', '70438268-630c-4090-a6d6-c8db11d87570'),
  },
  // CORPORATE_ADMIN: Network.
  'corporate-admin': {
    manage: [MY_APPS, ACCOUNT, ['Network', '/corporate/home'], ADDONS],
    user: userLinks('4b1ee3d3-dc80-45f3-a89d-548db9d88f54', 'd3744d3a-3658-4881-a3f2-a77b4a7ab77e'),
  },
  customer: {
    manage: [MY_APPS, ACCOUNT, ADDONS],
    user: userLinks('8aac5875-a549-4f84-a875-54a4800f2cd9', 'bb73cfe7-e1d4-47dc-a7e2-0f1681188f72'),
  },
  // Channel admin on a vendor site with the DEVELOPER capability and role, cms on, vendor mode:
  // the long developer label; program_manager_enabled on: /vendor/admin. No walkthrough: /channel/marketplace.
  'developer-program-manager': {
    manage: [
      MY_APPS, ACCOUNT, ['Marketplace', '/channel/marketplace'], ['Developers, Billing and Distribution', '/vendor/admin'],
      ADDONS, INTEGRATIONS,
    ],
    user: userLinks('97dbd8aa-3881-47b1-ae64-24d1afe750ca', '42d5fe7e-faff-4a21-af1a-e982021272b8'),
  },
  // Developer without the program manager flag: /cms/home, labelled Developer.
  developer: {
    manage: [MY_APPS, ACCOUNT, ['Developer', '/cms/home'], ADDONS],
    user: userLinks('42304e5f-167b-418e-ade6-8596bb30c2b3', '42d5fe7e-faff-4a21-af1a-e982021272b8'),
  },
  'impersonated-user': {
    manage: [MY_APPS, ACCOUNT, ADDONS],
    user: userLinks('994bc387-c028-4678-a6e3-1f452e609579', '6432d74c-467c-4d4a-a3e7-9d98c4b8302e'),
  },
  // The customer on a channel without CUSTOMER_APPLICATION_MANAGEMENT: no My Apps (SPEC §6).
  'no-app-management': {
    manage: [ACCOUNT, ADDONS],
    user: userLinks('8aac5875-a549-4f84-a875-54a4800f2cd9', 'bb73cfe7-e1d4-47dc-a7e2-0f1681188f72'),
  },
  'multi-company-user': {
    manage: [MY_APPS, ACCOUNT, ['Network', '/corporate/home'], ADDONS],
    user: userLinks('970d1297-315f-4f22-a901-ada2811c9e58', '3d44b023-1b9c-41bb-a700-c508f7543aec'),
  },
  // NETWORK_CATALOG_MANAGER with the NETWORK_CATALOG_MANAGEMENT capability: Network.
  'network-catalog-manager': {
    manage: [MY_APPS, ACCOUNT, ['Network', '/corporate/home'], ADDONS],
    user: userLinks('9f22a25c-4c45-483e-af24-e6056c8d5067', 'd3744d3a-3658-4881-a3f2-a77b4a7ab77e'),
  },
  referral: {
    manage: [MY_APPS, ACCOUNT, ['Reseller', '/reseller'], ADDONS],
    user: userLinks('ae452178-40ca-4d77-a08a-10c8146a9cdf', '42e97d67-4e75-4414-a314-fccb6385d929'),
  },
  // REPORTS_CHANNEL_ADMIN alone: /channel/reports/history; INTERNAL_REPORTS_USER: My Reports.
  'reports-channel-admin': {
    manage: [MY_APPS, ACCOUNT, ['Marketplace', '/channel/reports/history'], ADDONS],
    user: userLinks('0d327fb4-15e8-482f-a261-9e4873af1c7f', '70438268-630c-4090-a6d6-c8db11d87570', true),
  },
  reseller: {
    manage: [MY_APPS, ACCOUNT, ['Reseller', '/reseller'], ADDONS],
    user: userLinks('26e319fe-95f9-4c6a-aec0-7fe2ab20ca1d', '0310f0fe-bfc8-4fd9-a9fb-f4014de62e2d'),
  },
  // SUPER_SUPPORT without SUPERUSER: /superuser/support.
  'super-support': {
    manage: [MY_APPS, ACCOUNT, ['Superuser', '/superuser/support'], ADDONS],
    user: userLinks('d97ee0d8-a3be-4774-a41d-b3052443b67c', '70438268-630c-4090-a6d6-c8db11d87570'),
  },
  // SUPERUSER: /superuser/dashboard; also CHANNEL_ADMIN with CHANNEL_MANAGEMENT, no walkthrough, no flags.
  superuser: {
    manage: [MY_APPS, ACCOUNT, ['Marketplace', '/channel/marketplace'], ['Superuser', '/superuser/dashboard'], ADDONS, INTEGRATIONS],
    user: userLinks('1e83fcdc-d0a1-45a7-a262-43fbaf8559b9', '70438268-630c-4090-a6d6-c8db11d87570'),
  },
};


/**
 * The signed-in personas whose logo leads home: no-app-management lacks
 * CUSTOMER_APPLICATION_MANAGEMENT. No partner of the fixtures sets redirect-to-home.
 */
const LOGO_HOME = new Set(['visitor', 'no-app-management']);

/** The layout of an ordinary page and the logo's target, for a persona on any partner of the fixtures. */
export function headerOf(persona: string): { layout: 'headerIn' | 'headerOut'; logo: '/myapps' | '/home' } {
  return { layout: persona === 'visitor' ? 'headerOut' : 'headerIn', logo: LOGO_HOME.has(persona) ? '/home' : '/myapps' };
}

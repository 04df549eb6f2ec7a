import { expect, it } from 'vitest';
import { chooseNavigation, shouldCheckQuotesFlag, type NavigationChoiceInput } from './chooseNavigation.ts';

const merchantCase: NavigationChoiceInput = {
  selfserveMarketplace: true,
  framed: false,
  pathname: '/channel/marketplace',
  template: 'headerIn',
  roles: ['USER', 'CHANNEL_ADMIN'],
  partner: 'ACME',
};

it('global merchant nav when all hold: self-serve, not framed, not a marketplace page, not checkout, merchant role', () => {
  expect(chooseNavigation(merchantCase)).toBe('merchant');
});

it.each([
  ['not self-serve', { selfserveMarketplace: false }],
  ['framed', { framed: true }],
  ['a marketplace page', { pathname: '/home' }],
  ['the checkout template', { template: 'headerCheckout' as const }],
  ['no merchant-nav role', { roles: ['USER', 'DEVELOPER'] }],
])('no merchant nav when %s', (_name, change) => {
  expect(chooseNavigation({ ...merchantCase, ...change })).toBe('standard');
});

it('a free-trial-expired account gets the merchant nav without a merchant-nav role', () => {
  expect(chooseNavigation({ ...merchantCase, roles: ['USER'], accountStatus: 'FREE_TRIAL_EXPIRED' })).toBe('merchant');
  expect(chooseNavigation({ ...merchantCase, roles: ['USER'], accountStatus: 'ACTIVE' })).toBe('standard');
});

it('a forced merchant nav wins over every other condition', () => {
  expect(chooseNavigation({ pathname: '/home', template: 'headerCheckout', roles: [], partner: 'APPSMART', forceMerchantNav: true })).toBe('merchant');
});

it.each(['APPSMART', 'APPSMARTSANDBOX', 'MPSEARCHANDCURATION'])('partner navigation for %s', (partner) => {
  expect(chooseNavigation({ pathname: '/home', template: 'headerIn', roles: ['USER'], partner })).toBe('partner');
});

it('single flag call: if a variant is present the partner nav is not loaded, even a variant of off', () => {
  const input = { pathname: '/v2/quotes/versions/9', template: 'headerIn' as const, roles: ['USER'], partner: 'APPSMART' };
  for (const quotesFlagVariant of ['on', true, 'off', false]) expect(chooseNavigation({ ...input, quotesFlagVariant })).toBe('standard');
});

it('single flag call: an unanswered quotes flag lets the partner nav load', () => {
  const input = { pathname: '/v2/quotes/versions/9', template: 'headerIn' as const, roles: ['USER'], partner: 'APPSMART' };
  expect(chooseNavigation({ ...input, quotesFlagVariant: undefined })).toBe('partner');
});

it('otherwise the standard navigation', () => {
  expect(chooseNavigation({ pathname: '/home', template: 'headerIn', roles: ['USER'], partner: 'APPDIRECT' })).toBe('standard');
});

it('the quotes flag is checked only on routes containing v2/quotes/versions/', () => {
  expect(shouldCheckQuotesFlag('/billing/v2/quotes/versions/12')).toBe(true);
  expect(shouldCheckQuotesFlag('/billing/v2/quotes/12')).toBe(false);
});

it.each([
  'CHANNEL_PRODUCT_SUPPORT', 'CHANNEL_SUPPORT', 'CHANNEL_ADMIN', 'REPORTS_CHANNEL_ADMIN', 'CORPORATE_ADMIN',
  'SALES_SUPPORT', 'RESELLER_MANAGER', 'SUPERUSER', 'SUPER_SUPPORT',
])('global merchant nav roles: %s alone gets the merchant nav', (role) => {
  expect(chooseNavigation({ ...merchantCase, roles: [role] })).toBe('merchant');
});

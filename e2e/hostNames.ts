/**
 * Host names the e2e tests load pages from, which the run's one Chromium resolves to this machine
 * (e2e/globalSetup.ts): the reseller variant of search is chosen by the page's host name, and the
 * server's own-Host checks need a name that is not its own (a DNS name rebound to it).
 */
export const RESELLER_PRODUCTION_HOST = 'marketplace.appsmart.com';
export const RESELLER_TEST_HOST = 'test.appsmart.com';
export const REBOUND_HOST = 'rebound.test';

export const HOST_RESOLVER_RULES = [RESELLER_PRODUCTION_HOST, RESELLER_TEST_HOST, REBOUND_HOST].map((host) => `MAP ${host} 127.0.0.1`).join(', ');

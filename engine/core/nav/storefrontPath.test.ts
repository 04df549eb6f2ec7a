import { expect, it } from 'vitest';
import { matchStorefrontPath, withStorefrontLocale } from './storefrontPath.ts';

it.each([
  ['/en-US/home', true],
  ['/en-US/compare', true],
  ['/fr-CA/help', true],
  ['/en-US/apps/123', true],
  ['/es-419/browse/crm', true],
  ['/en/listing', true],
  ['/en-US/bundles/7', true],
  ['/zh-TW/pages/about', true],
  ['/en-US/homework', false],
  ['/en-US/apps', false],
  ['/home', false],
  ['/channel/marketplace', false],
])('storefront URL pattern: %s is a storefront page: %s', (pathname, matches) => {
  expect(matchStorefrontPath(pathname) !== undefined).toBe(matches);
});

it('a storefront page in another locale swaps only the locale segment', () => {
  expect(withStorefrontLocale('/en-US/apps/123', 'fr-CA')).toBe('/fr-CA/apps/123');
  expect(withStorefrontLocale('/en-US/listing', 'es-419')).toBe('/es-419/listing');
  expect(withStorefrontLocale('/account/home', 'fr-CA')).toBeUndefined();
});

import { expect, it } from 'vitest';
import { companyStorageKey, localeStorageKey } from './storageKeys.ts';

it('the chosen company and locale are stored under the market and user of the header keys', () => {
  expect(companyStorageKey('https://market.example.com', 'u-1')).toBe('httpsmarketexamplecom.u-1.header.companyId');
  expect(localeStorageKey('https://market.example.com', undefined)).toBe('httpsmarketexamplecom..header.locale');
});

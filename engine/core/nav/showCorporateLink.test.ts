import { expect, it } from 'vitest';
import { createTestNavContext } from '../../../test/createTestNavContext.ts';
import { showCorporateLink } from './showCorporateLink.ts';

it('Corporate: CORPORATE_ADMIN sees it without any capability', () => {
  expect(showCorporateLink(createTestNavContext({ capabilities: [], user: { roles: ['CORPORATE_ADMIN'] } }))).toBe(true);
});

it('Corporate: NETWORK_CATALOG_MANAGER needs the NETWORK_CATALOG_MANAGEMENT capability', () => {
  const user = { roles: ['NETWORK_CATALOG_MANAGER'] };
  expect(showCorporateLink(createTestNavContext({ capabilities: ['NETWORK_CATALOG_MANAGEMENT'], user }))).toBe(true);
  expect(showCorporateLink(createTestNavContext({ capabilities: [], user }))).toBe(false);
});

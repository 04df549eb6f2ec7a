import { expect, it } from 'vitest';
import { showMyAppsLink } from './showMyAppsLink.ts';

it('My Apps: shown with the CUSTOMER_APPLICATION_MANAGEMENT capability only', () => {
  expect(showMyAppsLink({ capabilities: ['CUSTOMER_APPLICATION_MANAGEMENT'] })).toBe(true);
  expect(showMyAppsLink({ capabilities: ['CHANNEL_MANAGEMENT'] })).toBe(false);
});

import { expect, it } from 'vitest';
import { createTestNavContext } from '../../../test/createTestNavContext.ts';
import { showInternalReportsLink } from './showInternalReportsLink.ts';

it('Internal reports: INTERNAL_REPORTS_USER only', () => {
  expect(showInternalReportsLink(createTestNavContext({ user: { roles: ['USER', 'INTERNAL_REPORTS_USER'] } }))).toBe(true);
  expect(showInternalReportsLink(createTestNavContext({ user: { roles: ['CHANNEL_ADMIN'] } }))).toBe(false);
});

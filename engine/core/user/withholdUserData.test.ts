import { expect, it } from 'vitest';
import { createTestNavContext } from '../../../test/createTestNavContext.ts';
import { getTemplateValues } from '../template/templateValues.ts';
import { withholdUserData } from './withholdUserData.ts';

const ada = createTestNavContext({
  user: { picture: 'https://cdn.example.com/ada.png', impersonated: true },
  memberships: [{ company: { uuid: 'company-1', name: 'Analytical Engines' } }],
  bootstrap: {
    CurrentUser: { uuid: 'user-1' },
    CompanyInfo: { uuid: 'company-1', name: 'Analytical Engines' },
    UserInfo: { name: 'Ada Lovelace', email: 'ada@example.com', profilePic: 'https://cdn.example.com/ada.png', roles: ['USER'] },
    memberships: { content: [{ company: { uuid: 'company-1', name: 'Analytical Engines' } }] },
  },
});

it('a pending render carries no name, email, picture, company name or memberships of its user', () => {
  const pending = withholdUserData(ada);
  expect(JSON.stringify(pending)).not.toMatch(/Ada|Lovelace|ada@|ada\.png|Analytical/);
  expect(getTemplateValues(pending, 0).userFirstName).toBe('');
  expect(pending.userPending).toBe(true);
  expect(pending.user.impersonated).toBe(false);
  // Only the banner's empty box stays, so confirming the user moves nothing.
  expect(pending.impersonationBoxKept).toBe(true);
});

it('keeps the state, ids, roles and template, so the same layout renders', () => {
  const pending = withholdUserData(ada);
  expect([pending.user.state, pending.user.id, pending.user.roles, pending.template]).toEqual(['loggedin', 'user-1', ['USER'], 'headerIn']);
});

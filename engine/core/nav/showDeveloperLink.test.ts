import { expect, it } from 'vitest';
import { createTestNavContext } from '../../../test/createTestNavContext.ts';
import { showDeveloperLink } from './showDeveloperLink.ts';

const all = { capabilities: ['DEVELOPER'], user: { roles: ['DEVELOPER'] }, settings: { cmsEnabled: true, vendorMode: true } };

it('Developer needs the capability, the role, cms enabled and vendor mode together', () => {
  expect(showDeveloperLink(createTestNavContext(all))).toBe(true);
  expect(showDeveloperLink(createTestNavContext({ ...all, capabilities: [] }))).toBe(false);
  expect(showDeveloperLink(createTestNavContext({ ...all, user: { roles: ['USER'] } }))).toBe(false);
  expect(showDeveloperLink(createTestNavContext({ ...all, settings: { cmsEnabled: false, vendorMode: true } }))).toBe(false);
  expect(showDeveloperLink(createTestNavContext({ ...all, settings: { cmsEnabled: true, vendorMode: false } }))).toBe(false);
});

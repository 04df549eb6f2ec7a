import { expect, it } from 'vitest';
import { showSettingsLink } from './showSettingsLink.ts';

it('Settings: shown by default, hidden with an identity provider or settings under the profile', () => {
  expect(showSettingsLink({ settings: {} })).toBe(true);
  expect(showSettingsLink({ settings: { identityProviderInUse: true } })).toBe(false);
  expect(showSettingsLink({ settings: { settingsUnderProfile: true } })).toBe(false);
});

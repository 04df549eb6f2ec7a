import { expect, it } from 'vitest';
import { chooseLocale } from './chooseLocale.ts';

it("SPEC §4: the language the user chose wins over the host's locale, which wins over the bootstrap's; en-US by default (SPEC §9)", () => {
  expect(chooseLocale({ chosen: 'fr-CA', host: 'de-DE', bootstrap: 'ja-JP' })).toBe('fr-CA');
  expect(chooseLocale({ host: 'de_DE', bootstrap: 'ja-JP' })).toBe('de-DE');
  expect(chooseLocale({ bootstrap: 'ja_JP' })).toBe('ja-JP');
  expect(chooseLocale({ chosen: '', host: '', bootstrap: '' })).toBe('en-US');
  expect(chooseLocale({})).toBe('en-US');
});

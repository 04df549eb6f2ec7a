import { expect, it } from 'vitest';
import { getLocaleLabel } from './localeLabels.ts';

it.each([
  ['en', 'English'],
  ['en-US', 'English (United States)'],
  ['en_US', 'English (United States)'],
  ['fr-CA', 'Français (Canada)'],
  ['es-419', 'Español (Latinoamérica)'],
  ['zh-TW', '中文 (繁體)'],
  ['ja-JP', '日本語 (日本)'],
])('the locale %s is labelled in its own language: %s', (tag, label) => {
  expect(getLocaleLabel(tag)).toBe(label);
});

it('an unlisted tag is named by the platform, an invalid one shown as it is', () => {
  expect(getLocaleLabel('cs')).toBe('čeština');
  expect(getLocaleLabel('not a tag')).toBe('not a tag');
});

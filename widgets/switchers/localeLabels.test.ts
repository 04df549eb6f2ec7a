import { expect, it } from 'vitest';
import { getLocaleLabel } from './localeLabels.ts';

it.each([
  ['en', 'English'],
  ['en-US', 'English (United States)'],
  ['en_US', 'English (United States)'],
  ['fr-CA', 'Français (Canada)'],
  ['es-419', 'Español (Latinoamérica)'],
  ['zh-TW', '中文（台灣）'],
  ['de-DE', 'Deutsch (Deutschland)'],
  ['ja-JP', '日本語 (日本)'],
])('the locale %s is labelled in its own language: %s', (tag, label) => {
  expect(getLocaleLabel(tag)).toBe(label);
});

it('any tag is named by the platform, capitalised; an invalid one is shown as it is', () => {
  expect(getLocaleLabel('cs')).toBe('Čeština');
  expect(getLocaleLabel('pt-BR')).toBe('Português (Brasil)');
  expect(getLocaleLabel('not a tag')).toBe('not a tag');
});

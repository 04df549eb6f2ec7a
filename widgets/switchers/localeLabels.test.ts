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

it('builds the display-name formatter of a tag once, however often the tag is labelled', () => {
  const Platform = Intl.DisplayNames;
  let built = 0;
  // Intl's members are typed read-only; the platform lets a test stand a counting subclass in.
  const intl = Intl as { DisplayNames: typeof Platform };
  intl.DisplayNames = class extends Platform {
    constructor(...args: ConstructorParameters<typeof Platform>) {
      super(...args);
      built += 1;
    }
  };
  try {
    for (let i = 0; i < 5; i += 1) getLocaleLabel('it-IT');
    expect([getLocaleLabel('it-IT'), built]).toEqual(['Italiano (Italia)', 1]);
  } finally {
    intl.DisplayNames = Platform;
  }
});

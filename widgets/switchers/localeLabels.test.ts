import { expect, it } from 'vitest';
import { LOCALE_ENDONYMS } from './localeEndonyms.ts';
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
  expect(getLocaleLabel('el-GR')).toBe('Ελληνικά (Ελλάδα)');
  expect(getLocaleLabel('not a tag')).toBe('not a tag');
});

/** Runs `labelling` with Intl.DisplayNames counting the formatters built; gives what it returned and that count. */
function withFormattersCounted<T>(labelling: () => T): [T, number] {
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
    const result = labelling();
    return [result, built];
  } finally {
    intl.DisplayNames = Platform;
  }
}

it('builds the display-name formatter of a tag once, however often the tag is labelled', () => {
  expect(withFormattersCounted(() => {
    for (let i = 0; i < 5; i += 1) getLocaleLabel('cs-CZ');
    return getLocaleLabel('cs-CZ');
  })).toEqual(['Čeština (Česko)', 1]);
});

/** What a label is from the platform's CLDR data, as localeLabels.ts names a tag outside the table. */
const platformName = (tag: string) => {
  const named = new Intl.DisplayNames([tag], { type: 'language', languageDisplay: 'standard' }).of(tag) ?? tag;
  return named.charAt(0).toLocaleUpperCase(tag) + named.slice(1);
};

it('the table of usual locales holds the platform\'s own names, so a label is the same from either', () => {
  expect(Object.keys(LOCALE_ENDONYMS).length).toBeGreaterThan(40);
  expect(Object.entries(LOCALE_ENDONYMS).filter(([tag, label]) => platformName(tag) !== label)).toEqual([]);
});

it('names a usual locale without building a display-name formatter', () => {
  expect(withFormattersCounted(() => [getLocaleLabel('es-419'), getLocaleLabel('ko_KR')])).toEqual([['Español (Latinoamérica)', '한국어(대한민국)'], 0]);
});

import { expect, it } from 'vitest';
import { pluralKey, pluralRules } from './pluralCategory.ts';

it("reads a locale's plural rules, written with a dash or an underscore, and English's for a bad one", () => {
  // French counts 1.5 as one; English as other.
  expect(pluralRules('fr_CA').select(1.5)).toBe('one');
  expect(pluralRules('fr-CA').select(1.5)).toBe('one');
  expect(pluralRules('not a locale!').select(1.5)).toBe('other');
  expect(pluralRules('not a locale!').select(1)).toBe('one');
});

it('makes the rules of a locale once: every translator of the page shares them', () => {
  expect(pluralRules('de-DE')).toBe(pluralRules('de-DE'));
  expect(pluralRules('de-DE')).not.toBe(pluralRules('fr-FR'));
});

it("names a counted text's form by its category", () => {
  expect(pluralKey('unav.cart.withCount', 'one')).toBe('unav.cart.withCount.one');
});

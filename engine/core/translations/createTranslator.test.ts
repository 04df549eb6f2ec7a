import { describe, expect, it } from 'vitest';
import { createTranslator } from './createTranslator.ts';

describe('createTranslator', () => {
  const t = createTranslator({ 'unav.time.daysAgo': '{0} days ago', 'unav.login': 'Log In' });

  it('gives the text for a known key', () => {
    expect(t('unav.login')).toBe('Log In');
  });

  it('fills {0}, {1} from the arguments', () => {
    expect(t('unav.time.daysAgo', 3)).toBe('3 days ago');
  });

  it('gives the key itself when the key is unknown', () => {
    expect(t('unav.unknown')).toBe('unav.unknown');
    expect(t('constructor')).toBe('constructor');
  });
});

describe('plural forms (Intl.PluralRules of the locale)', () => {
  const cart = (locale: string, forms: Record<string, string>) =>
    createTranslator(Object.fromEntries(Object.entries(forms).map(([category, text]) => [`unav.cart.withCount.${category}`, text])), locale);

  it('en-US: one for 1, other for 0 and 2', () => {
    const t = cart('en-US', { one: 'Cart Summary, {0} item', other: 'Cart Summary, {0} items' });
    expect([0, 1, 2].map((n) => t('unav.cart.withCount', n))).toEqual(['Cart Summary, 0 items', 'Cart Summary, 1 item', 'Cart Summary, 2 items']);
  });

  it('fr-CA: 0 and 1 are one', () => {
    const t = cart('fr_CA', { one: 'Résumé du panier, {0} article', other: 'Résumé du panier, {0} articles' });
    expect([0, 1, 2].map((n) => t('unav.cart.withCount', n))).toEqual([
      'Résumé du panier, 0 article',
      'Résumé du panier, 1 article',
      'Résumé du panier, 2 articles',
    ]);
  });

  it('de-DE: one for 1 only', () => {
    const t = cart('de-DE', { one: 'Warenkorb, {0} Artikel', other: 'Warenkorb, {0} Artikel insgesamt' });
    expect([0, 1, 2].map((n) => t('unav.cart.withCount', n))).toEqual(['Warenkorb, 0 Artikel insgesamt', 'Warenkorb, 1 Artikel', 'Warenkorb, 2 Artikel insgesamt']);
  });

  it('ja-JP: other only', () => {
    const t = cart('ja-JP', { other: 'カート概要、{0}点' });
    expect([0, 1, 2].map((n) => t('unav.cart.withCount', n))).toEqual(['カート概要、0点', 'カート概要、1点', 'カート概要、2点']);
  });

  it('a missing form falls back to other, then to the plain key', () => {
    const t = createTranslator({ 'unav.x.other': '{0} things', 'unav.y': '{0} plain' }, 'en-US');
    expect(t('unav.x', 1)).toBe('1 things');
    expect(t('unav.y', 1)).toBe('1 plain');
  });

  it('the first number among the arguments is the count; no number reads other', () => {
    const t = createTranslator({ 'unav.n.one': '{0}, {1} unread message', 'unav.n.other': '{0}, {1} unread messages' }, 'en-US');
    expect(t('unav.n', 'Messages', 1)).toBe('Messages, 1 unread message');
    expect(t('unav.n', 'Messages', '9+')).toBe('Messages, 9+ unread messages');
  });

  it('an unknown locale reads English rules', () => {
    const t = cart('not a locale!', { one: '{0} item', other: '{0} items' });
    expect(t('unav.cart.withCount', 1)).toBe('1 item');
  });
});

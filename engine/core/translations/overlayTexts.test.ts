import { expect, it } from 'vitest';
import { overlayTexts } from './overlayTexts.ts';

const base = { 'unav.login': 'Log In', 'unav.cart.withCount.one': 'Cart Summary, {0} item', 'unav.cart.withCount.other': 'Cart Summary, {0} items' };

it('the texts over win, the others stay', () => {
  expect(overlayTexts(base, { 'unav.login': 'Connexion' })).toEqual({ ...base, 'unav.login': 'Connexion' });
});

it("a plain text over drops the base's plural forms of that key", () => {
  expect(overlayTexts(base, { 'unav.cart.withCount': 'Résumé du panier, {0} articles' })).toEqual({
    'unav.login': 'Log In',
    'unav.cart.withCount': 'Résumé du panier, {0} articles',
  });
});

it("plural forms over replace all the base's forms of that key", () => {
  expect(overlayTexts(base, { 'unav.cart.withCount.other': 'カート概要、{0}点' })).toEqual({
    'unav.login': 'Log In',
    'unav.cart.withCount.other': 'カート概要、{0}点',
  });
});

it('a base text that merely ends like a key of over stays', () => {
  expect(overlayTexts({ 'unav.manage': 'Manage' }, { 'unav.manage.other': 'Other' })).toEqual({ 'unav.manage': 'Manage', 'unav.manage.other': 'Other' });
});

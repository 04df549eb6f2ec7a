import { expect, it } from 'vitest';
import { getLocaleChangeTarget } from './localeChangeTarget.ts';

const at = (pathname: string, search = '', hash = '') => ({ origin: 'https://market.example.com', pathname, search, hash });

it('on a storefront page the language change goes to the same page under the new locale segment', () => {
  expect(getLocaleChangeTarget(at('/en-US/apps/123', '?tab=pricing', '#top'), 'fr_CA')).toEqual({
    kind: 'assign',
    url: 'https://market.example.com/fr-CA/apps/123?tab=pricing#top',
  });
});

it('anywhere else the language change reloads the page', () => {
  expect(getLocaleChangeTarget(at('/account/home'), 'fr-CA')).toEqual({ kind: 'reload' });
  expect(getLocaleChangeTarget(at('/home'), 'fr-CA')).toEqual({ kind: 'reload' });
});

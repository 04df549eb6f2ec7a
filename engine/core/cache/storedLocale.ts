import type { NavEnv } from '../env.ts';
import { toDashedLocale } from '../translations/toDashedLocale.ts';
import { HEADER_WIDGET, storageKey } from './storageKey.ts';

/** Where the language chosen in the language select is kept (local storage, SPEC §4, §9), per market and user. */
export function storedLocaleKey(marketUrl: string, userId: string | null | undefined): string {
  return storageKey({ marketUrl, userId, widget: HEADER_WIDGET, key: 'locale' });
}

/** A locale tag as the select writes it ('fr-CA', 'es-419', 'fr_CA'); anything else was not written by it. */
const LOCALE_TAG = /^[A-Za-z]{2,3}(?:[-_][A-Za-z0-9]{2,8}){0,4}$/;

function usable(stored: string | null, offered: readonly string[] | undefined): string | undefined {
  if (!stored || !LOCALE_TAG.test(stored)) return undefined;
  const locale = toDashedLocale(stored);
  // Locale tags not known (no bootstrap yet, or one that sends none): the choice cannot be judged, so it stands.
  if (!offered?.length) return locale;
  return offered.some((tag) => toDashedLocale(tag) === locale) ? locale : undefined;
}

/**
 * The language this user chose on this market (SPEC §4), dashed; none when nothing is stored or
 * storage is blocked. A corrupt value, or a locale the marketplace no longer offers (`offered`, its
 * locale tags, when known), is dropped: it reads as none.
 */
export function readChosenLocale(env: NavEnv, marketUrl: string, userId: string | undefined, offered?: readonly string[]): string | undefined {
  try {
    return usable(env.localStorage.getItem(storedLocaleKey(marketUrl, userId)), offered);
  } catch {
    return undefined;
  }
}

/**
 * Removes a stored choice that readChosenLocale drops, once the marketplace's locale tags are
 * known for sure: left in place, it would keep every next page from its cached first render (the
 * cache is looked up in the chosen locale, the header renders in another).
 */
export function forgetUnusableLocale(env: NavEnv, marketUrl: string, userId: string | undefined, offered: readonly string[] | undefined): void {
  try {
    const key = storedLocaleKey(marketUrl, userId);
    const stored = env.localStorage.getItem(key);
    if (stored !== null && usable(stored, offered) === undefined) env.localStorage.removeItem(key);
  } catch {
    // A blocked storage holds nothing to forget.
  }
}

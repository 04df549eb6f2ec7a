import { DEFAULT_LOCALE } from '../bootstrap/defaults.ts';
import { toDashedLocale } from '../translations/toDashedLocale.ts';

interface LocaleSources {
  /** The language the user chose in the language select, as readChosenLocale gives it. */
  chosen?: string;
  /** config.locale */
  host?: string;
  /** The bootstrap context's locale. */
  bootstrap?: string;
}

/**
 * The locale of the header, dashed: the user's choice, else the host's, else the bootstrap's, else
 * en-US (SPEC §3, §4, §9). SPEC §4 has a language change store the locale and reload the page; it
 * does not say whether the stored choice or the host's `locale` wins. The choice wins: a reload runs
 * the host's config again, so a host that names its locale (as a host should for one round trip,
 * design §6) names the same one after the change, and if it won, the select would do nothing a user
 * can see. The user's choice is the latest and most explicit word; it is forgotten on logout with
 * the user's other entries. The bootstrap's locale is the marketplace's default for the user, made
 * without that choice, so it comes after both.
 */
export function chooseLocale(sources: LocaleSources): string {
  return toDashedLocale(sources.chosen || sources.host || sources.bootstrap || DEFAULT_LOCALE);
}

import { isRecord, pickStrings } from '../bootstrap/isRecord.ts';
import type { NavEnv } from '../env.ts';
import { request } from '../http/request.ts';
import { joinUrl } from '../url/joinUrl.ts';
import { builtInTexts } from './builtInTexts.ts';
import { overlayTexts } from './overlayTexts.ts';
import { toDashedLocale } from './toDashedLocale.ts';
import { errorText } from '../errorText.ts';

const TRANSLATION_NAMESPACE = 'universal-header';

export function translationsPath(partner: string, locale: string): string {
  return `/api/v1/translation/${encodeURIComponent(partner)}/${encodeURIComponent(toDashedLocale(locale))}`;
}

/**
 * SPEC §7, §8: the header's texts for a partner and locale, merged over the built-in texts. Only
 * string values are kept; any failure, or a body that is not a key-to-text map, gives the built-in
 * texts alone, with a warning through the log hook (never an error: the header is whole in English).
 */
export async function fetchTranslations(
  env: NavEnv,
  options: { apiUrl: string; partner: string; locale: string },
): Promise<Record<string, string>> {
  const url = `${joinUrl(options.apiUrl, translationsPath(options.partner, options.locale))}?namespace=${TRANSLATION_NAMESPACE}`;
  const builtInOnly = (why: string) => {
    env.log.warn(`universal-nav: no texts for the locale ${options.locale} (${why}); the built-in texts are shown`);
    return { ...builtInTexts };
  };
  try {
    const body = await request<unknown>(env, url);
    // An empty map is a locale without texts of its own: the built-in ones, without a word.
    return isRecord(body) ? overlayTexts(builtInTexts, pickStrings(body)) : builtInOnly('the answer is not a key-to-text map');
  } catch (error) {
    return builtInOnly(errorText(error));
  }
}

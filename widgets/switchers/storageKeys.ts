import { HEADER_WIDGET, storageKey } from '../../engine/core/cache/storageKey.ts';
import { storedLocaleKey } from '../../engine/core/cache/storedLocale.ts';

/** Where the chosen company is kept (local storage, SPEC §4), under the header's key scheme. */
export function companyStorageKey(marketUrl: string, userId: string | undefined): string {
  return storageKey({ marketUrl, userId, widget: HEADER_WIDGET, key: 'companyId' });
}

/** Where the chosen locale is kept (local storage, SPEC §4): where the next load reads it (readChosenLocale). */
export function localeStorageKey(marketUrl: string, userId: string | undefined): string {
  return storedLocaleKey(marketUrl, userId);
}

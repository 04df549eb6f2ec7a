import type { StorageLike } from '../../../engine/core/env.ts';

/**
 * Session-storage key of the page to return to when impersonation ends (SPEC §3 "Impersonation
 * data"). The page that starts impersonating writes it: a path on the marketplace origin.
 */
export const IMPERSONATION_ORIGINAL_PAGE_KEY = 'unav.impersonation.originalPage';

export function readOriginalPage(storage: StorageLike): string | null {
  return storage.getItem(IMPERSONATION_ORIGINAL_PAGE_KEY);
}

export function clearOriginalPage(storage: StorageLike): void {
  storage.removeItem(IMPERSONATION_ORIGINAL_PAGE_KEY);
}

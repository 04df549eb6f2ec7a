import type { CustomSearchQuery } from '../../engine/core/config/searchOptions.ts';

/** The default search value (SPEC §2): the hash's 'search=' value, else the custom provider. */
export function defaultSearchValue(hash: string, custom: CustomSearchQuery | undefined): string {
  const match = /search=([^&/]*)/.exec(hash);
  if (match?.[1]) {
    try {
      return decodeURIComponent(match[1]);
    } catch {
      return match[1];
    }
  }
  if (typeof custom === 'function') {
    try {
      return custom() ?? '';
    } catch {
      return '';
    }
  }
  return custom ?? '';
}

import type { FlagKey, Flags } from '../context/navContext.ts';

/** The four flags the header asks for in one batch (SPEC §7). */
export const FLAG_KEYS: readonly FlagKey[] = [
  'replace_mp_manager_dasboard',
  'replace_mp_manager_dasboard_for_non_selfserve',
  'program_manager_enabled',
  'quotes_enable_quote_version_details_new_design',
];

export const ALL_FLAGS_OFF = Object.fromEntries(FLAG_KEYS.map((key) => [key, false])) as Readonly<Flags>;

export const FLAG_ERROR_MESSAGE = 'Error fetching flag';

/**
 * A flag is on when its variant is boolean true or the string 'on' or 'true' (any case).
 * Other strings ('off', 'false', 'control'), numbers, null and a missing variant are off, so a
 * variant name that merely exists never switches a feature on by accident.
 */
export function isFlagVariantOn(variant: unknown): boolean {
  if (variant === true) return true;
  return typeof variant === 'string' && ['on', 'true'].includes(variant.trim().toLowerCase());
}

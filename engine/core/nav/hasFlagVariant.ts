/**
 * SPEC §7, single flag call: "If a variant is present the partner nav is not loaded". Presence is
 * what counts, not the variant's value: 'off' or false is still an answer of the flag service.
 * Only no answer (the call failed or the body had no variant) leaves the partner nav to load.
 */
export function hasFlagVariant(variant: string | boolean | undefined): boolean {
  return variant !== undefined;
}

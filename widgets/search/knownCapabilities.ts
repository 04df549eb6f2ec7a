import { KNOWN_CAPABILITIES } from './constants.ts';

export type SearchCapability = (typeof KNOWN_CAPABILITIES)[number];

/** Only configured capabilities that are known are kept (SPEC §4), each once. */
export function knownCapabilities(configured: readonly string[] | undefined): SearchCapability[] {
  return KNOWN_CAPABILITIES.filter((capability) => configured?.includes(capability) ?? false);
}

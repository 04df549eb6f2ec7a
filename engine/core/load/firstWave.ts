import type { HeaderThemeSettings, TemplateSet } from '../wire/marketTypes.ts';
import { getConfigPartner } from '../config/getConfigPartner.ts';
import type { NavConfig } from '../config/navConfig.ts';
import type { NavContext } from '../context/navContext.ts';
import type { NavEnv } from '../env.ts';
import { fetchTemplateSet } from '../templateSet/fetchTemplateSet.ts';
import { fetchDesignProperties, fetchHeaderThemeSettings } from '../theme/api.ts';
import type { DesignProperties } from '../theme/themeToCssVariables.ts';
import { fetchTranslations } from '../translations/fetchTranslations.ts';
import { reuseOrStart, type CallSlot } from './callSlot.ts';

/**
 * The calls of the header that need no user: they ask by partner, locale and display mode only, so
 * when the host names partner and locale they start together with the bootstrap (design §6 "Round
 * trips").
 */
export interface FirstWave {
  translations: CallSlot<Record<string, string>>;
  templateSet: CallSlot<TemplateSet>;
  headerSettings: CallSlot<HeaderThemeSettings | undefined>;
  design: CallSlot<DesignProperties | undefined>;
}

/** What the first-wave calls are asked with, as a nav context derives it. */
export function firstWaveInputs(nav: NavContext) {
  const { apiUrl, marketUrl, partner, locale } = nav.config;
  return { apiUrl, marketUrl, partner, locale, mode: nav.displayMode };
}

/**
 * Whether the first wave may start before the bootstrap answers: only when the host names partner
 * (or channel, getConfigPartner) and locale, which win over the bootstrap's (SPEC §3,
 * deriveNavContext); else they come from the bootstrap and the calls wait for it.
 */
export function hostNamesFirstWaveInputs(config: Pick<NavConfig, 'channel' | 'partner' | 'locale'>): boolean {
  return Boolean(getConfigPartner(config) && config.locale);
}

/**
 * Starts the first-wave calls, keeping each `earlier` call made with the same inputs: called again
 * after the bootstrap, it re-issues just the calls whose inputs have changed meanwhile.
 */
export function startFirstWave(env: NavEnv, inputs: ReturnType<typeof firstWaveInputs>, earlier: Partial<FirstWave> = {}): FirstWave {
  const { apiUrl, marketUrl, partner, locale, mode } = inputs;
  const key = (...parts: string[]) => JSON.stringify(parts);
  return {
    translations: reuseOrStart(earlier.translations, key(apiUrl, partner, locale), () =>
      fetchTranslations(env, { apiUrl, partner, locale })),
    // Templates and theme live on the marketplace API ({marketApi}), not on the header API.
    templateSet: reuseOrStart(earlier.templateSet, key(marketUrl, partner, mode, locale), () =>
      fetchTemplateSet(env, { apiUrl: marketUrl, partner, mode, locale })),
    headerSettings: reuseOrStart(earlier.headerSettings, key(marketUrl, locale), () =>
      fetchHeaderThemeSettings(env, marketUrl, locale)),
    design: reuseOrStart(earlier.design, key(marketUrl, partner, mode), () =>
      fetchDesignProperties(env, marketUrl, partner, mode)),
  };
}

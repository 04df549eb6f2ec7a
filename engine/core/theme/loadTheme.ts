import type { HeaderThemeSettings } from '../wire/marketTypes.ts';
import type { NavTheme } from '../context/navContext.ts';
import type { NavEnv } from '../env.ts';
import { fetchDesignProperties, fetchHeaderThemeSettings } from './api.ts';
import { getThemeLogo, themeToCssVariables, type DesignProperties } from './themeToCssVariables.ts';

/**
 * The header theme settings and design properties, both from the marketplace API, as one validated
 * theme. Undefined when neither call answers (SPEC §8: failures mean no theme).
 */
export async function loadTheme(
  env: NavEnv,
  options: { marketUrl: string; locale: string; partner: string; mode: string },
): Promise<NavTheme | undefined> {
  const [settings, design] = await Promise.all([
    fetchHeaderThemeSettings(env, options.marketUrl, options.locale),
    fetchDesignProperties(env, options.marketUrl, options.partner, options.mode),
  ]);
  return composeTheme(settings, design);
}

/** The theme of the two answers (either may be missing); undefined when neither is there. */
export function composeTheme(
  settings: HeaderThemeSettings | undefined,
  design: DesignProperties | undefined,
): NavTheme | undefined {
  if (!settings && !design) return undefined;
  const logo = getThemeLogo(settings, design);
  return {
    variables: themeToCssVariables(settings, design),
    logoImage: logo.imageUrl,
    logoWidth: logo.width,
    ...(logo.compactImageUrl ? { logoImageCompact: logo.compactImageUrl } : {}),
  };
}

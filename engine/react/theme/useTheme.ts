import { useEffect, useState, type RefObject } from 'react';
import { fetchDesignProperties, fetchHeaderThemeSettings } from '../../core/theme/api.ts';
import { getThemeLogo, themeToCssVariables } from '../../core/theme/themeToCssVariables.ts';
import { useNav, useNavEnv } from '../NavProvider.tsx';
import { applyThemeVariables } from './applyThemeVariables.ts';

export type ThemeStatus = 'loading' | 'ready' | 'none';

export interface ThemeResult {
  /** 'none' when neither call gave a theme (SPEC §8: failures mean no theme). */
  status: ThemeStatus;
  /** `--unav-*` custom properties, validated (see engine/core/theme/themeToCssVariables.ts). */
  variables: Record<string, string>;
  logo: { imageUrl?: string; width?: string };
}

const EMPTY: ThemeResult = { status: 'loading', variables: {}, logo: {} };

/**
 * Loads the header theme settings and the design properties once per api url, locale, partner
 * and mode. When `rootRef` is given the variables are set on that element, and removed on change
 * or unmount.
 */
export function useTheme(rootRef?: RefObject<HTMLElement | null>): ThemeResult {
  const nav = useNav();
  const env = useNavEnv();
  const { apiUrl, locale, partner, mode } = nav.config;
  const [theme, setTheme] = useState<ThemeResult>(EMPTY);

  useEffect(() => {
    let live = true;
    void Promise.all([
      fetchHeaderThemeSettings(env, apiUrl, locale),
      fetchDesignProperties(env, apiUrl, partner, mode),
    ]).then(([settings, design]) => {
      if (!live) return;
      if (!settings && !design) return setTheme({ status: 'none', variables: {}, logo: {} });
      setTheme({
        status: 'ready',
        variables: themeToCssVariables(settings, design),
        logo: getThemeLogo(settings, design),
      });
    });
    return () => {
      live = false;
    };
  }, [env, apiUrl, locale, partner, mode]);

  useEffect(() => {
    const element = rootRef?.current;
    if (!element) return;
    return applyThemeVariables(element, theme.variables);
  }, [rootRef, theme.variables]);

  return theme;
}

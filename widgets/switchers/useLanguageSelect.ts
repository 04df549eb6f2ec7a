import { useReducer, useState, useSyncExternalStore } from 'react';
import { invalidateHeaderCache } from '../../engine/core/load/invalidateHeaderCache.ts';
import { toDashedLocale } from '../../engine/core/translations/toDashedLocale.ts';
import { useNav, useNavEnv } from '../../engine/react/context/NavContext.tsx';
import { getLocaleChangeTarget } from './localeChangeTarget.ts';
import { getLocaleLabel } from './localeLabels.ts';
import type { PageNavigation } from './navigation.ts';
import { createSwitchState, switchReducer, type SwitchStatus } from './state.ts';
import { localeStorageKey } from './storageKeys.ts';

interface LanguageSelectModel {
  /** Shown only with more than one locale tag (SPEC §5). */
  visible: boolean;
  options: { value: string; label: string }[];
  value: string;
  status: SwitchStatus;
  label: string;
  choose(locale: string): void;
  /** The select is about to be used (pointer over it, focus): every option gets its name. */
  onIntent(): void;
}

const noSubscription = () => () => undefined;

/**
 * Language switching (SPEC §4): clear the header cache (so the next page does not render the old
 * language first), keep the locale, then reload, or go to the storefront page under the new
 * locale segment.
 */
export function useLanguageSelect(navigation: PageNavigation, onBeforeLocaleChange?: (locale: string) => void): LanguageSelectModel {
  const nav = useNav();
  const env = useNavEnv();
  const tags = [...new Set(nav.settings.localeTags ?? [])];
  const current = tags.find((tag) => toDashedLocale(tag) === toDashedLocale(nav.config.locale)) ?? tags[0];
  const [state, dispatch] = useReducer(switchReducer, current, createSwitchState);
  // Naming a locale in its own language loads that language's CLDR data, a long task for a list of
  // them: the first frame names only the chosen one (all a closed select shows), the rest are named
  // when the select is about to be used. A server's render, and its hydration, name them all.
  const [wanted, setWanted] = useState(false);
  const serverRendered = useSyncExternalStore(noSubscription, () => false, () => true);
  const nameAll = wanted || serverRendered;

  function choose(locale: string) {
    if (locale === state.value || state.status === 'pending') return;
    dispatch({ type: 'OptionChosen', value: locale });
    onBeforeLocaleChange?.(locale);
    invalidateHeaderCache(env, { marketUrl: nav.config.marketUrl });
    env.localStorage.setItem(localeStorageKey(nav.config.marketUrl, nav.user.id), locale);
    dispatch({ type: 'ChangeSucceeded' });
    const target = getLocaleChangeTarget(env.location, locale);
    if (target.kind === 'assign') navigation.assignLocation(target.url);
    else navigation.reloadPage();
  }

  return {
    visible: tags.length > 1,
    options: tags.map((tag) => ({ value: tag, label: nameAll || tag === state.value ? getLocaleLabel(tag) : tag })),
    value: state.value ?? '',
    status: state.status,
    label: nav.t('unav.language'),
    choose,
    onIntent: () => setWanted(true),
  };
}

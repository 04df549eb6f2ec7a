import { useNav, useNavEnv } from '../../engine/react/context/NavContext.tsx';
import { patchUserCurrency } from './api.ts';
import type { PageNavigation } from './navigation.ts';
import type { SwitchStatus } from './state.ts';
import { useSwitchState } from './useSwitchState.ts';

interface CurrencySelectModel {
  /** Shown with a signed-in user and more than one currency to choose from. */
  visible: boolean;
  options: string[];
  value: string;
  status: SwitchStatus;
  label: string;
  choose(currency: string): Promise<void>;
}

/**
 * Currency switching (SPEC §7): PATCH the user's currency, then reload so prices on the page
 * follow. A failure logs 'Change Currency error' and shows the old currency again.
 */
export function useCurrencySelect(navigation: PageNavigation): CurrencySelectModel {
  const nav = useNav();
  const env = useNavEnv();
  const options = [...new Set(nav.bootstrap.currencies ?? [])];
  const source = nav.user.currency ?? nav.bootstrap.defaultCurrency;
  const { state, switchTo } = useSwitchState(source);

  async function choose(currency: string) {
    const userId = nav.user.id;
    if (!userId) return;
    await switchTo(currency, () => patchUserCurrency(env, { apiUrl: nav.config.marketUrl, userId, currency }), () => navigation.reloadPage());
  }

  return {
    visible: Boolean(nav.user.id) && options.length > 1,
    options,
    value: state.value ?? '',
    status: state.status,
    label: nav.t('unav.currency'),
    choose,
  };
}

import { getStaticLink } from '../../engine/core/nav/staticLinks.ts';
import { useNav, useNavEnv } from '../../engine/react/context/NavContext.tsx';
import { putCurrentCompany } from './api.ts';
import type { PageNavigation } from './navigation.ts';
import type { SwitchStatus } from './state.ts';
import { useSwitchState } from './useSwitchState.ts';
import { companyStorageKey } from './storageKeys.ts';
import { companyChoices, companyName, type CompanyOption } from './companyChoices.ts';

interface CompanySwitcherModel {
  /** Shown only with more than one membership (SPEC §5). */
  visible: boolean;
  companies: CompanyOption[];
  currentId: string | undefined;
  currentName: string;
  status: SwitchStatus;
  label: string;
  choose(companyId: string): Promise<void>;
}

/**
 * Company switching (SPEC §4, §7): PUT the membership as current, keep the choice in local
 * storage, then load /home so every widget starts over in the new company.
 */
export function useCompanySwitcher(navigation: PageNavigation): CompanySwitcherModel {
  const nav = useNav();
  const env = useNavEnv();
  const { companies, currentId, shown } = companyChoices(nav);
  const { state, switchTo } = useSwitchState(currentId);

  async function choose(companyId: string) {
    const userId = nav.user.id;
    if (!userId) return;
    await switchTo(
      companyId,
      () => putCurrentCompany(env, { apiUrl: nav.config.marketUrl, userId, companyId }),
      () => {
        env.localStorage.setItem(companyStorageKey(nav.config.marketUrl, userId), companyId);
        navigation.assignLocation(getStaticLink(nav.config.marketUrl, 'home'));
      },
    );
  }

  return {
    visible: shown,
    companies,
    currentId: state.value,
    currentName: companyName(nav, companies, state.value),
    status: state.status,
    label: nav.t('unav.switchCompany'),
    choose,
  };
}

import { useNav } from '../../engine/react/context/NavContext.tsx';
import { DropdownStandIn } from '../../ui/lazy/DropdownStandIn.tsx';
import type { StandInProps } from '../../ui/lazy/lazyWidget.tsx';
import { companyChoices, companyName } from './companyChoices.ts';
import { COMPANY_DROPDOWN_ID, CompanyName } from './CompanySwitcherTrigger.tsx';

/** The company switcher (CompanySwitcher.tsx) while its code loads: its closed trigger. */
export function CompanySwitcherStandIn(standIn: StandInProps) {
  const nav = useNav();
  const { companies, currentId, shown } = companyChoices(nav);
  if (!shown) return null;
  const name = companyName(nav, companies, currentId);
  return (
    <DropdownStandIn
      {...standIn}
      dropdownId={COMPANY_DROPDOWN_ID}
      className="unav-dropdown unav-company-switcher"
      triggerClassName="unav-dropdown-trigger"
      triggerLabel={`${nav.t('unav.switchCompany')}: ${name}`}
      menu
      panelClassName="unav-dropdown-menu"
      loadingLabel={nav.t('unav.part.loading')}
    >
      <CompanyName name={name} />
    </DropdownStandIn>
  );
}

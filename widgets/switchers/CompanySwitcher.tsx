import type { HandoverProps } from '../../ui/lazy/lazyWidget.tsx';
import { useMenuButton } from '../../ui/useMenuButton.ts';
import { COMPANY_DROPDOWN_ID, CompanyName } from './CompanySwitcherTrigger.tsx';
import { browserNavigation, type PageNavigation } from './navigation.ts';
import { useCompanySwitcher } from './useCompanySwitcher.ts';

/**
 * The companyDropdown placeholder: a menu button listing the user's companies, the current one
 * checked. Names are cut at 12ex by CSS, the full name in the title (SPEC §9).
 */
export function CompanySwitcher({ navigation = browserNavigation, handover }: { navigation?: PageNavigation } & HandoverProps) {
  const model = useCompanySwitcher(navigation);
  const menu = useMenuButton(COMPANY_DROPDOWN_ID, model.companies.length, { handover });
  if (!model.visible) return null;
  return (
    <div className="unav-dropdown unav-company-switcher" data-status={model.status} {...menu.rootProps}>
      <button
        className="unav-dropdown-trigger"
        aria-label={`${model.label}: ${model.currentName}`}
        disabled={model.status === 'pending'}
        {...menu.triggerProps}
      >
        <CompanyName name={model.currentName} />
      </button>
      <ul className="unav-dropdown-menu" {...menu.menuProps}>
        {model.companies.map((company, index) => (
          <li key={company.id} role="none">
            <button
              type="button"
              role="menuitemradio"
              aria-checked={company.id === model.currentId}
              className="unav-dropdown-item"
              onClick={() => {
                menu.dropdown.close();
                void model.choose(company.id);
              }}
              {...menu.getItemProps(index)}
            >
              <CompanyName name={company.name} />
            </button>
          </li>
        ))}
      </ul>
    </div>
  );
}

import type { ReactNode } from 'react';
import type { MenuItem } from '../../engine/core/nav/menuItems.ts';
import { useNav } from '../../engine/react/context/NavContext.tsx';
import { DropdownStandIn } from '../../ui/lazy/DropdownStandIn.tsx';
import type { StandInProps } from '../../ui/lazy/lazyWidget.tsx';
import { SingleLinkMenu } from './SingleLinkMenu.tsx';

interface LinkMenuStandInProps extends StandInProps {
  dropdownId: string;
  trigger: ReactNode;
  triggerLabel?: string | undefined;
  triggerTitle?: string | undefined;
  items: MenuItem[];
  className: string;
}

/** LinkMenu (LinkMenu.tsx) while its code loads: the same link, or nothing, or its closed trigger. */
export function LinkMenuStandIn({ dropdownId, trigger, triggerLabel, triggerTitle, items, className, ...standIn }: LinkMenuStandInProps) {
  const nav = useNav();
  const only = items.length === 1 ? items[0] : undefined;
  if (items.length === 0) return null;
  if (only) return <SingleLinkMenu className={className} item={only} />;
  return (
    <DropdownStandIn
      {...standIn}
      dropdownId={dropdownId}
      className={`unav-dropdown ${className}`}
      triggerClassName="unav-dropdown-trigger"
      triggerLabel={triggerLabel}
      triggerTitle={triggerTitle}
      menu
      panelClassName="unav-dropdown-menu"
      loadingLabel={nav.t('unav.part.loading')}
    >
      {trigger}
    </DropdownStandIn>
  );
}

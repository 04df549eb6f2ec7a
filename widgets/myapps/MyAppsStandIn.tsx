import { useNav } from '../../engine/react/context/NavContext.tsx';
import { DropdownStandIn } from '../../ui/lazy/DropdownStandIn.tsx';
import type { StandInProps } from '../../ui/lazy/lazyWidget.tsx';
import { isMyAppsShown, MYAPPS_DROPDOWN_ID, MyAppsTriggerContent } from './MyAppsTrigger.tsx';

/** My Apps (MyApps.tsx) while its code loads: its closed trigger. */
export function MyAppsStandIn(standIn: StandInProps) {
  const nav = useNav();
  if (!isMyAppsShown(nav)) return null;
  return (
    <DropdownStandIn
      {...standIn}
      dropdownId={MYAPPS_DROPDOWN_ID}
      className="unav-myapps"
      triggerClassName="unav-myapps__trigger"
      menu
      panelClassName="unav-myapps__dropdown"
      loadingLabel={nav.t('unav.myapps.loading')}
    >
      <MyAppsTriggerContent title={nav.t('unav.myapps.title')} />
    </DropdownStandIn>
  );
}

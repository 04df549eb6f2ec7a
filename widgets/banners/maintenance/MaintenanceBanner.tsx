import { useNav, useNavEnv } from '../../../engine/react/context/NavContext.tsx';
import { isMaintenanceShown } from './isMaintenanceShown.ts';

/** Shown on editing pages while the product or its integration configuration is read-only. */
export function MaintenanceBanner() {
  const nav = useNav();
  const env = useNavEnv();
  if (!isMaintenanceShown(nav, env)) return null;
  return (
    <div className="unav-banner unav-maintenance-banner" role="region" aria-label={nav.t('unav.maintenance.label')}>
      <p className="unav-banner-text">{nav.t('unav.maintenance.message')}</p>
    </div>
  );
}

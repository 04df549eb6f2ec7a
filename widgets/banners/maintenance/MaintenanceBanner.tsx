import { useNav, useNavEnv } from '../../../engine/react/context/NavContext.tsx';
import { usePushedFixedElements } from '../page/usePushedFixedElements.ts';
import { isMaintenancePath } from './isMaintenancePath.ts';

/** SPEC §9: banner height. */
const BANNER_HEIGHT_PX = 48;

/** Shown on editing pages while the product or its integration configuration is read-only. */
export function MaintenanceBanner() {
  const nav = useNav();
  const env = useNavEnv();
  const shown = nav.settings.readOnly === true && isMaintenancePath(env.location.pathname);

  usePushedFixedElements(shown, BANNER_HEIGHT_PX);

  if (!shown) return null;
  return (
    <div className="unav-banner unav-maintenance-banner" role="region" aria-label={nav.t('unav.maintenance.label')}>
      <p className="unav-banner-text">{nav.t('unav.maintenance.message')}</p>
    </div>
  );
}

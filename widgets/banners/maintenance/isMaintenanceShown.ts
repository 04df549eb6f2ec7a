import type { NavContext } from '../../../engine/core/context/navContext.ts';
import type { NavEnv } from '../../../engine/core/env.ts';
import { isMaintenancePath } from './isMaintenancePath.ts';

/** The maintenance banner: editing pages while the product or its integration configuration is read-only. */
export function isMaintenanceShown(nav: NavContext, env: Pick<NavEnv, 'location'>): boolean {
  return nav.settings.readOnly === true && isMaintenancePath(env.location.pathname);
}

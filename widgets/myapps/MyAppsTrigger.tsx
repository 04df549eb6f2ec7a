import type { NavContext } from '../../engine/core/context/navContext.ts';
import { showMyAppsLink } from '../../engine/core/nav/showMyAppsLink.ts';

export const MYAPPS_DROPDOWN_ID = 'myapps';

/**
 * SPEC §6: My Apps needs the CUSTOMER_APPLICATION_MANAGEMENT capability, and a user: a logged-out
 * one has no apps to launch (a partner's headerOut may still hold {{myApps}}, and a failed call
 * marks the user logged out, SPEC §8). Otherwise there is no launcher, and so no assignments call
 * either (the call belongs to the launcher).
 */
export function isMyAppsShown(nav: NavContext): boolean {
  return showMyAppsLink(nav) && nav.user.state !== 'loggedout';
}

/** The launcher's trigger content: the grid icon and its name. */
export function MyAppsTriggerContent({ title }: { title: string }) {
  return (
    <>
      <svg className="unav-myapps__icon" viewBox="0 0 32 32" width="18" height="18" aria-hidden="true" focusable="false">
        <path d="M4 4h6v6H4zm9 0h6v6h-6zm9 0h6v6h-6zM4 13h6v6H4zm9 0h6v6h-6zm9 0h6v6h-6zM4 22h6v6H4zm9 0h6v6h-6zm9 0h6v6h-6z" fill="currentColor" />
      </svg>
      <span className="unav-myapps__label">{title}</span>
    </>
  );
}

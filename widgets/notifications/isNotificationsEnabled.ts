import type { NavContext } from '../../engine/core/context/navContext.ts';

/** Partners whose marketplaces always have the activity and message icons (SPEC §4). */
const NOTIFICATION_PARTNERS: readonly string[] = ['APPDIRECT', 'APPSMART', 'DES'];

type NotificationsInputs = Pick<NavContext, 'settings' | 'bootstrap'> & {
  user: Pick<NavContext['user'], 'id'>;
  config: Pick<NavContext['config'], 'partner'>;
};

/**
 * SPEC §4: notifications are enabled only when a user id exists and one of these holds: the
 * marketplace is self-serve, the partner is APPDIRECT, APPSMART or DES, or the theme is universal
 * (CHANNEL_SETTINGS.universalTheme, or the bootstrap theme 'universal').
 */
export function isNotificationsEnabled(nav: NotificationsInputs): boolean {
  if (!nav.user.id) return false;
  const partner = (nav.settings.partner ?? nav.config.partner).toUpperCase();
  return (
    nav.settings.selfserveMarketplace === true ||
    NOTIFICATION_PARTNERS.includes(partner) ||
    nav.settings.universalTheme === true ||
    nav.bootstrap.theme === 'universal'
  );
}

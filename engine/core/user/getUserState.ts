import type { BootstrapContext } from '../wire/marketTypes.ts';
import type { UserState } from '../context/navContext.ts';

/**
 * SPEC §4: loggedin when the bootstrap has a current user uuid; static:loggedin when a stored user
 * id exists without a live user (the bootstrap failed or has not answered yet); otherwise loggedout.
 */
export function getUserState(bootstrap: BootstrapContext, storedUserId?: string | null): UserState {
  if (bootstrap.CurrentUser?.uuid) return 'loggedin';
  if (storedUserId) return 'static:loggedin';
  return 'loggedout';
}

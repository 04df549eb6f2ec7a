import type { StandInProps } from '../../ui/lazy/lazyWidget.tsx';
import { LinkMenuStandIn } from './LinkMenuStandIn.tsx';
import { useUserMenuTrigger } from './useUserMenuTrigger.tsx';

/** The user menu (UserMenu.tsx) while its code loads (ui/lazy/lazyWidget.tsx). */
export function UserMenuStandIn(standIn: StandInProps) {
  return <LinkMenuStandIn {...standIn} {...useUserMenuTrigger()} />;
}

import type { HandoverProps } from '../../ui/lazy/lazyWidget.tsx';
import { LinkMenu } from './LinkMenu.tsx';
import { useUserMenuTrigger } from './useUserMenuTrigger.tsx';

/** The userList placeholder: avatar and first name opening the account links (SPEC §2). */
export function UserMenu({ handover }: HandoverProps) {
  return <LinkMenu {...useUserMenuTrigger()} handover={handover} />;
}

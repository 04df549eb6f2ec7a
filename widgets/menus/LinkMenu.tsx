import type { ReactNode } from 'react';
import type { MenuItem } from '../../engine/core/nav/menuItems.ts';
import type { HandoverProps } from '../../ui/lazy/lazyWidget.tsx';
import { useMenuButton } from '../../ui/useMenuButton.ts';
import { SingleLinkMenu } from './SingleLinkMenu.tsx';

interface LinkMenuProps extends HandoverProps {
  /** The dropdown's id in the group (only one open per nav root). */
  dropdownId: string;
  /** What the trigger shows; it is also the trigger's accessible name unless triggerLabel is set. */
  trigger: ReactNode;
  /** An accessible name for the trigger when its content has no text. */
  triggerLabel?: string;
  /** The trigger's title: a tooltip, and its accessible name should a stylesheet hide its text. */
  triggerTitle?: string;
  items: MenuItem[];
  className: string;
}

/**
 * A header dropdown of links. With one visible item it collapses to that item, a plain link,
 * and with none it renders nothing (SPEC §5).
 */
export function LinkMenu({ dropdownId, trigger, triggerLabel, triggerTitle, items, className, handover }: LinkMenuProps) {
  const menu = useMenuButton(dropdownId, items.length, { handover });
  const only = items.length === 1 ? items[0] : undefined;
  if (items.length === 0) return null;
  if (only) return <SingleLinkMenu className={className} item={only} />;
  return (
    <div className={`unav-dropdown ${className}`} {...menu.rootProps}>
      <button className="unav-dropdown-trigger" aria-label={triggerLabel} title={triggerTitle} {...menu.triggerProps}>
        {trigger}
      </button>
      <ul className="unav-dropdown-menu" {...menu.menuProps}>
        {items.map((item, index) => (
          <li key={item.id} role="none">
            <a role="menuitem" className="unav-dropdown-item" href={item.href} data-menu-item={item.id} {...menu.getItemProps(index)}>
              {item.label}
            </a>
          </li>
        ))}
      </ul>
    </div>
  );
}

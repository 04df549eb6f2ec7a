import type { MenuItem } from '../../engine/core/nav/menuItems.ts';

/** A link menu with one visible item: that item, a plain link (SPEC §5). */
export function SingleLinkMenu({ className, item }: { className: string; item: MenuItem }) {
  return (
    <a className={`${className} unav-menu-single`} href={item.href} data-menu-item={item.id}>
      {item.label}
    </a>
  );
}

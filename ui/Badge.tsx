import type { Badge as BadgeValue } from './badgeText.ts';

/**
 * The mark over an icon: a count or a dot. The count belongs in the control's accessible name, so
 * the mark itself is hidden from assistive technology.
 */
export function Badge({ badge, className }: { badge: BadgeValue; className: string }) {
  if (badge.kind === 'none') return null;
  return (
    <span className={className} data-kind={badge.kind} aria-hidden="true">
      {badge.kind === 'count' ? badge.text : null}
    </span>
  );
}

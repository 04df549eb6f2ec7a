/** Counters cap at 9+ (SPEC §9). */
const BADGE_CAP = 9;

/** A count badge keeps its number beside its text ('9+' for 12): the number picks a label's plural form. */
export type Badge = { kind: 'none' } | { kind: 'dot' } | { kind: 'count'; text: string; count: number };

/**
 * SPEC §4: a count above 9 reads '9+'; a count of 0 with unread messages shows a dot; otherwise
 * nothing. Negative or non-numeric counts count as 0.
 */
export function badgeText(count: number, hasUnread = false): Badge {
  const n = Number.isFinite(count) && count > 0 ? Math.floor(count) : 0;
  if (n > BADGE_CAP) return { kind: 'count', text: `${BADGE_CAP}+`, count: n };
  if (n > 0) return { kind: 'count', text: String(n), count: n };
  return hasUnread ? { kind: 'dot' } : { kind: 'none' };
}

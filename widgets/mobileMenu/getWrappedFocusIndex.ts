/**
 * Tab and Shift+Tab stay inside the open menu (WAI-ARIA APG, modal dialog): past the last control
 * Tab goes to the first, before the first Shift+Tab goes to the last. `activeIndex` is the focused
 * control's place among the menu's `count` controls, -1 when focus is on none of them (the dialog
 * itself). Gives the index to focus, or null where the browser's own move stays inside.
 */
export function getWrappedFocusIndex(count: number, activeIndex: number, backwards: boolean): number | null {
  if (count === 0) return null;
  if (backwards) return activeIndex <= 0 ? count - 1 : null;
  return activeIndex === -1 || activeIndex >= count - 1 ? 0 : null;
}

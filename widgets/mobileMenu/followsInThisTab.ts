/** What followsInThisTab reads of a click (a MouseEvent has all of it). */
export interface LinkClick {
  button: number;
  ctrlKey: boolean;
  metaKey: boolean;
  shiftKey: boolean;
  altKey: boolean;
  defaultPrevented: boolean;
}

/**
 * Whether a click on a menu link goes there in this tab, so the menu closes: on a marketplace whose
 * routes are in the hash (/home#!category/{id}) the page does not reload and the menu would stay
 * over the page it opened. A click that opens another tab or window (a modifier key, the middle
 * button, a target), downloads (Alt), or that a script cancelled, leaves the menu as it was.
 */
export function followsInThisTab(click: LinkClick, target: string | null): boolean {
  if (click.defaultPrevented || click.button !== 0) return false;
  if (click.ctrlKey || click.metaKey || click.shiftKey || click.altKey) return false;
  return !target || target === '_self';
}

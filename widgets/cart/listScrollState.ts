/** How the cart's product list sits in its box: it fits, it overflows at its top, or it is scrolled. */
export type ListScrollState = 'fits' | 'top' | 'scrolled';

interface ScrollBox {
  scrollTop: number;
  scrollHeight: number;
  clientHeight: number;
}

/**
 * SPEC §4: the footer action area gets a shadow when the list scrolls ('scrolled'): the list then
 * slides under the actions, and the shadow shows where it goes on.
 */
export function listScrollState(box: ScrollBox): ListScrollState {
  // A sub-pixel difference is rounding, not content to scroll to.
  if (box.scrollHeight - box.clientHeight < 1) return 'fits';
  return box.scrollTop > 0 ? 'scrolled' : 'top';
}

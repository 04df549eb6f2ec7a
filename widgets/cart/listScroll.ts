/**
 * How the cart's product list sits in its box: it fits, it overflows at its top, or it is scrolled.
 * The cart's action area shows it in `data-scroll`.
 */
export type ListScroll = 'fits' | 'top' | 'scrolled';

interface ScrollBox {
  scrollTop: number;
  scrollHeight: number;
  clientHeight: number;
}

/**
 * SPEC §4: the footer action area gets a shadow when the list scrolls ('scrolled'): the list then
 * slides under the actions, and the shadow shows where it goes on.
 */
export function getListScroll(box: ScrollBox): ListScroll {
  // A sub-pixel difference is rounding, not content to scroll to.
  if (box.scrollHeight - box.clientHeight < 1) return 'fits';
  return box.scrollTop > 0 ? 'scrolled' : 'top';
}

type Box = Pick<DOMRect, 'top' | 'bottom'>;

/**
 * Scrolls the results list, and only the list, just enough to show the highlighted row (SPEC §4).
 * Unlike scrollIntoView it never scrolls the page, and while the row is in view (most arrow
 * presses) it writes nothing.
 */
export function scrollRowIntoList(list: { scrollTop: number; getBoundingClientRect(): Box }, row: { getBoundingClientRect(): Box }): void {
  const listBox = list.getBoundingClientRect();
  const rowBox = row.getBoundingClientRect();
  if (rowBox.top < listBox.top) list.scrollTop -= listBox.top - rowBox.top;
  else if (rowBox.bottom > listBox.bottom) list.scrollTop += rowBox.bottom - listBox.bottom;
}

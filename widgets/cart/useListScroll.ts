import { useCallback, useEffect, useRef, useState } from 'react';
import { getListScroll, type ListScroll } from './listScroll.ts';

/**
 * How a scrolling box is scrolled (getListScroll), measured only while it is shown: on each scroll,
 * and after each render while `shown` (new products or an opened panel change what there is to
 * scroll). A hidden list is not measured, as measuring forces a layout for nothing: it fits, as
 * a hidden box would measure, and it starts from there when it shows again. An unchanged value
 * renders nothing.
 */
export function useListScroll<T extends HTMLElement>(shown: boolean) {
  const listRef = useRef<T | null>(null);
  const [scroll, setScroll] = useState<ListScroll>('fits');
  // Set while rendering, so that a list shown again never paints the scroll of its last showing.
  if (!shown && scroll !== 'fits') setScroll('fits');
  const read = useCallback(() => {
    if (listRef.current) setScroll(getListScroll(listRef.current));
  }, []);
  // After paint is soon enough: a shadow moves nothing.
  useEffect(() => {
    if (shown) read();
  });
  return { listRef, listScroll: scroll, onListScroll: read };
}

import { useCallback, useEffect, useRef, useState } from 'react';
import { getListScroll, type ListScroll } from './listScroll.ts';

/**
 * How a scrolling box is scrolled (getListScroll), read on each scroll and after each render:
 * new products or an opened panel change what there is to scroll. An unchanged value renders nothing.
 */
export function useListScroll<T extends HTMLElement>() {
  const listRef = useRef<T | null>(null);
  const [scroll, setScroll] = useState<ListScroll>('fits');
  const read = useCallback(() => {
    if (listRef.current) setScroll(getListScroll(listRef.current));
  }, []);
  // After paint is soon enough: a shadow moves nothing.
  useEffect(read);
  return { listRef, listScroll: scroll, onListScroll: read };
}

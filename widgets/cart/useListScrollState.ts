import { useCallback, useEffect, useRef, useState } from 'react';
import { listScrollState, type ListScrollState } from './listScrollState.ts';

/**
 * The scroll state of a scrolling box (listScrollState), read on each scroll and after each render:
 * new products or an opened panel change what there is to scroll. An unchanged state renders nothing.
 */
export function useListScrollState<T extends HTMLElement>() {
  const listRef = useRef<T | null>(null);
  const [state, setState] = useState<ListScrollState>('fits');
  const read = useCallback(() => {
    if (listRef.current) setState(listScrollState(listRef.current));
  }, []);
  // After paint is soon enough: a shadow moves nothing.
  useEffect(read);
  return { listRef, listState: state, onListScroll: read };
}

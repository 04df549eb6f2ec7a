import { useEffect, useRef } from 'react';
import type { DomRef } from './domRef.ts';
import { isPointerOutside } from './isPointerOutside.ts';

/**
 * Like a mouseleave with a margin, over several elements at once: while `active`, calls `onLeave`
 * once the pointer is more than `tolerance` px outside all of them, but only after it has been
 * over one of them, so something opened from elsewhere on the page stays open until visited.
 */
export function usePointerLeave(active: boolean, elements: readonly DomRef<HTMLElement>[], onLeave: () => void, tolerance?: number): void {
  const latest = useRef({ elements, onLeave });
  latest.current = { elements, onLeave };
  useEffect(() => {
    if (!active) return;
    let entered = false;
    const onPointerMove = (event: PointerEvent) => {
      const point = { x: event.clientX, y: event.clientY };
      const rects = latest.current.elements
        .map((ref) => ref.current)
        .filter((element): element is HTMLElement => element !== null)
        .map((element) => element.getBoundingClientRect());
      const outside = rects.every((rect) => isPointerOutside(rect, point, tolerance));
      if (!outside) entered = true;
      else if (entered) latest.current.onLeave();
    };
    document.addEventListener('pointermove', onPointerMove);
    return () => document.removeEventListener('pointermove', onPointerMove);
  }, [active, tolerance]);
}

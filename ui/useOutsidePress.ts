import { useEffect, useRef, type RefObject } from 'react';

/** How the press reached the document: a pointer going down, or focus moving in. */
export type OutsidePressKind = 'pointer' | 'focus';

/** What counts as inside: one element, several, or a rule of the caller's own. */
type OutsidePressInside =
  | RefObject<Element | null>
  | readonly RefObject<Element | null>[]
  | ((target: EventTarget | null, kind: OutsidePressKind) => boolean);

interface OutsidePressOptions {
  /** Listens only while true (something is open). */
  active: boolean;
  inside: OutsidePressInside;
  onOutsidePress(event: Event): void;
}

function isInside(inside: OutsidePressInside, target: EventTarget | null, kind: OutsidePressKind): boolean {
  if (typeof inside === 'function') return inside(target, kind);
  const refs: readonly RefObject<Element | null>[] = Array.isArray(inside) ? inside : [inside as RefObject<Element | null>];
  return target instanceof Node && refs.some((ref) => ref.current?.contains(target));
}

/**
 * Calls onOutsidePress when, while active, a pointer goes down or focus moves in anywhere on the
 * document outside `inside`: a click on the page or tabbing away. The document listeners exist
 * only while active and go with unmount; the latest inside and handler are used without
 * re-attaching them.
 */
export function useOutsidePress({ active, inside, onOutsidePress }: OutsidePressOptions): void {
  const latest = useRef({ inside, onOutsidePress });
  latest.current = { inside, onOutsidePress };
  useEffect(() => {
    if (!active) return;
    const listen = (kind: OutsidePressKind) => (event: Event) => {
      if (!isInside(latest.current.inside, event.target, kind)) latest.current.onOutsidePress(event);
    };
    const onPointerDown = listen('pointer');
    const onFocusIn = listen('focus');
    document.addEventListener('pointerdown', onPointerDown);
    document.addEventListener('focusin', onFocusIn);
    return () => {
      document.removeEventListener('pointerdown', onPointerDown);
      document.removeEventListener('focusin', onFocusIn);
    };
  }, [active]);
}

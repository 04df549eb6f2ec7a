import { getScrollLockStyles, type ScrollbarMeasure } from './getScrollLockStyles.ts';

/** The part of CSSStyleDeclaration the lock uses: an element's inline style. */
export interface InlineStyle {
  readonly length: number;
  getPropertyValue(name: string): string;
  getPropertyPriority(name: string): string;
  setProperty(name: string, value: string, priority?: string): void;
  removeProperty(name: string): string;
}

/** The part of an element the lock uses (an HTMLElement is one). */
export interface StyledElement {
  readonly style: InlineStyle;
  getAttribute(name: 'style'): string | null;
  removeAttribute(name: 'style'): void;
}

/** The page the lock holds: bound to a document by lockDocumentScroll, to fakes in tests. */
export interface ScrollLockPage {
  root: StyledElement;
  body: StyledElement | null;
  measure(): ScrollbarMeasure;
  getScroll(): { x: number; y: number };
  scrollTo(x: number, y: number): void;
  /** Listens to the page's own scrolling; gives the unsubscribe. */
  onScroll(listener: () => void): () => void;
}

export interface ScrollLock {
  /** Locks the page on the first hold; gives this holder's release (a second call does nothing). */
  hold(): () => void;
  readonly holders: number;
}

/**
 * The page's scroll, locked while anything holds it and given back exactly as it was when the last
 * holder lets go: each inline declaration the lock sets is saved first (value and priority, or its
 * absence; and an absent style attribute) and put back. Hidden overflow stops wheel and touch
 * scrolling but not a script's `scrollTo`/`scrollBy`, so a scroll of the page while locked is
 * undone at once.
 */
export function createScrollLock(page: ScrollLockPage): ScrollLock {
  let holders = 0;
  let unlock: (() => void) | null = null;

  const lock = (): (() => void) => {
    // Measured before anything changes: hiding the overflow takes the scrollbar away.
    const styles = getScrollLockStyles(page.measure());
    const restores: (() => void)[] = [];
    const targets: [StyledElement | null, Record<string, string>][] = [[page.root, styles.root], [page.body, styles.body]];
    for (const [element, declarations] of targets) {
      if (!element || Object.keys(declarations).length === 0) continue;
      const { style } = element;
      // An element without a style attribute gets none back, not an empty one. Read, not only
      // removed: Chromium writes a changed inline style into the attribute lazily, and would write
      // an empty one back after a removal that came first.
      const hadAttribute = element.getAttribute('style') !== null;
      restores.push(() => {
        if (!hadAttribute && style.length === 0 && element.getAttribute('style') !== null) element.removeAttribute('style');
      });
      for (const [name, value] of Object.entries(declarations)) {
        const before = style.getPropertyValue(name);
        const priority = style.getPropertyPriority(name);
        restores.push(() => (before === '' ? style.removeProperty(name) : style.setProperty(name, before, priority)));
        // Important: a page's own `html { overflow: auto !important }` would otherwise win.
        style.setProperty(name, value, 'important');
      }
    }
    const held = page.getScroll();
    const stopListening = page.onScroll(() => {
      const now = page.getScroll();
      if (now.x !== held.x || now.y !== held.y) page.scrollTo(held.x, held.y);
    });
    return () => {
      stopListening();
      for (const restore of restores.reverse()) restore();
    };
  };

  return {
    get holders() {
      return holders;
    },
    hold() {
      holders += 1;
      if (holders === 1) unlock = lock();
      let released = false;
      return () => {
        if (released) return;
        released = true;
        holders -= 1;
        if (holders > 0) return;
        unlock?.();
        unlock = null;
      };
    },
  };
}

/**
 * A banner of `offset` px at the top of the page would hide under fixed elements pinned near the
 * top (a fixed header, a sticky toolbar), so those move down by `offset` while the banner shows
 * (SPEC §4). Elements inside `.unav-banners` are the banners themselves and stay put.
 */
interface FixedElementPusher {
  /** Moves every fixed element with top < offset not moved yet; safe to call again. */
  push(): void;
  /** Puts every moved element back as it was. */
  restore(): void;
}

export function createFixedElementPusher(doc: Document, offset: number): FixedElementPusher {
  const moved = new Map<HTMLElement, string>();
  const view = doc.defaultView;
  return {
    push() {
      if (!view || !doc.body) return;
      for (const element of Array.from(doc.body.querySelectorAll<HTMLElement>('*'))) {
        if (moved.has(element) || element.closest('.unav-banners')) continue;
        const style = view.getComputedStyle(element);
        if (style.position !== 'fixed') continue;
        const top = Number.parseFloat(style.top);
        if (!Number.isFinite(top) || top >= offset) continue;
        moved.set(element, element.style.top);
        element.style.top = `${top + offset}px`;
      }
    },
    restore() {
      for (const [element, top] of moved) element.style.top = top;
      moved.clear();
    },
  };
}

import { createScrollLock, type ScrollLock, type ScrollLockPage } from './createScrollLock.ts';
import type { ScrollbarMeasure } from './getScrollLockStyles.ts';

/** One lock per document: two menus open at once (two navs on a page) share it. */
const locks = new WeakMap<Document, ScrollLock>();

function measure(doc: Document, win: Window): ScrollbarMeasure {
  const root = doc.documentElement;
  const rootStyle = win.getComputedStyle(root);
  // A root with no layout (a document that is not rendered) has no scrollbar to keep.
  const scrollbarWidth = root.clientWidth > 0 ? Math.max(0, win.innerWidth - root.clientWidth) : 0;
  // clientLeft counts a scrollbar on the left (right-to-left pages in some browsers) besides the border.
  const scrollbarSide = root.clientLeft - (Number.parseFloat(rootStyle.borderLeftWidth) || 0) > 0 ? 'left' : 'right';
  const bodyPadding = doc.body ? Number.parseFloat(win.getComputedStyle(doc.body).getPropertyValue(`padding-${scrollbarSide}`)) || 0 : 0;
  return {
    scrollbarWidth,
    scrollbarSide,
    rootGutter: rootStyle.getPropertyValue('scrollbar-gutter') || 'auto',
    gutterSupported: (win as Window & { CSS?: Partial<typeof CSS> }).CSS?.supports?.('scrollbar-gutter', 'stable') === true,
    bodyPadding,
  };
}

function documentPage(doc: Document, win: Window): ScrollLockPage {
  return {
    root: doc.documentElement,
    body: doc.body ?? null,
    measure: () => measure(doc, win),
    getScroll: () => ({ x: win.scrollX, y: win.scrollY }),
    // Instant even on a page with `scroll-behavior: smooth`: the undo is never seen.
    scrollTo: (x, y) => win.scrollTo({ left: x, top: y, behavior: 'instant' }),
    onScroll: (listener) => {
      win.addEventListener('scroll', listener, { passive: true });
      return () => win.removeEventListener('scroll', listener);
    },
  };
}

/** Locks the scroll of the document the menu is in (createScrollLock); gives the release. */
export function lockDocumentScroll(doc: Document): () => void {
  const win = doc.defaultView;
  if (!win) return () => {};
  let lock = locks.get(doc);
  if (!lock) {
    lock = createScrollLock(documentPage(doc, win));
    locks.set(doc, lock);
  }
  return lock.hold();
}

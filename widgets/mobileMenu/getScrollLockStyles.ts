/** What the page's scrollbar is like just before the lock (read by lockDocumentScroll). */
export interface ScrollbarMeasure {
  /** The root's vertical scrollbar, in CSS px: 0 where scrollbars overlay the page (phones). */
  scrollbarWidth: number;
  /** The side it is on: some browsers put it on the left of a right-to-left page. */
  scrollbarSide: 'left' | 'right';
  /** The root's computed `scrollbar-gutter`: other than 'auto' when the page reserves one itself. */
  rootGutter: string;
  gutterSupported: boolean;
  /** The body's computed padding on the scrollbar's side, in px. */
  bodyPadding: number;
}

/** Inline declarations to set, property to value, on the root (<html>) and on the body. */
export interface ScrollLockStyles {
  root: Record<string, string>;
  body: Record<string, string>;
}

/**
 * The page under the open menu does not scroll, and does not move sideways either: hiding the
 * root's overflow takes its scrollbar away, so the scrollbar's width is kept as a gutter
 * (`scrollbar-gutter: stable`, which keeps fixed elements in place too), or, in a browser without
 * it, as padding on the body on the scrollbar's side. Nothing to keep when the scrollbar takes no
 * room or the page already reserves its gutter.
 */
export function getScrollLockStyles(measure: ScrollbarMeasure): ScrollLockStyles {
  const root: Record<string, string> = { overflow: 'hidden' };
  const body: Record<string, string> = {};
  if (measure.scrollbarWidth <= 0 || measure.rootGutter !== 'auto') return { root, body };
  if (measure.gutterSupported) root['scrollbar-gutter'] = 'stable';
  else body[`padding-${measure.scrollbarSide}`] = `${measure.bodyPadding + measure.scrollbarWidth}px`;
  return { root, body };
}

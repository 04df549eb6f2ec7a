import { useCallback, useRef } from 'react';
import { useBrowserLayoutEffect } from './useBrowserLayoutEffect.ts';
import { viewportFit } from './viewportFit.ts';

const FIT_PROPERTIES = ['left', 'right', 'max-width', 'box-sizing'];

/** Back to where the CSS puts it, to measure it there. */
function unfit(element: HTMLElement): void {
  for (const property of FIT_PROPERTIES) element.style.removeProperty(property);
}

/**
 * Moved by its `left` (from where it is, whichever side the CSS anchored it to), not by a transform:
 * a transformed box still widens the page's scrollable area in Chromium where the box sits inside
 * a zero-width partner container, so the page would scroll sideways after all.
 */
function fit(element: HTMLElement): void {
  unfit(element);
  const { shift, maxWidth } = viewportFit(element.getBoundingClientRect(), document.documentElement.clientWidth);
  if (maxWidth !== undefined) {
    element.style.boxSizing = 'border-box';
    element.style.maxWidth = `${maxWidth}px`;
  }
  if (shift === 0) return;
  const marginLeft = Number.parseFloat(getComputedStyle(element).marginLeft) || 0;
  element.style.left = `${element.offsetLeft - marginLeft + shift}px`;
  element.style.right = 'auto';
}

/**
 * Keeps an open dropdown inside the screen (ui/viewportFit.ts): measured once as it opens, before
 * it paints, and again when the window is resized while it is open (a phone turned). Only an
 * opening measures layout: no key press or render of an open menu does. Returns the callback ref
 * for the dropdown's element.
 */
export function useFitInViewport(isOpen: boolean): (element: HTMLElement | null) => void {
  const elementRef = useRef<HTMLElement | null>(null);
  useBrowserLayoutEffect(() => {
    const element = elementRef.current;
    if (!isOpen || !element) return;
    fit(element);
    const refit = () => fit(element);
    window.addEventListener('resize', refit);
    return () => {
      window.removeEventListener('resize', refit);
      unfit(element);
    };
  }, [isOpen]);
  return useCallback((element: HTMLElement | null) => {
    elementRef.current = element;
  }, []);
}

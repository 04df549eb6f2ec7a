import { useInsertionEffect } from 'react';
import { adoptStyleSheet } from './adoptStyleSheet.ts';

let users = 0;
let remove: (() => void) | null = null;

/**
 * Adopts the composition's CSS (the templates', then the widgets', in the order given) while any nav root is
 * mounted; the last root to go removes it. The CSS ships inside the bundle: the script-tag build
 * is one file. An insertion effect runs before the tree reaches the document, so the first frame
 * of a root is already styled: no unstyled flash, no jump when the styles arrive.
 */
export function useRuntimeStyles(stylesheets: readonly string[]): void {
  useInsertionEffect(() => {
    if (users++ === 0) remove = adoptStyleSheet(document, stylesheets.join('\n'), 'runtime');
    return () => {
      if (--users === 0) {
        remove?.();
        remove = null;
      }
    };
    // The composition is fixed for the page's life; the first root's stylesheets are the page's.
  }, []);
}

import { useInsertionEffect } from 'react';
import { adoptStyleSheet, type AdoptedSheet } from './adoptStyleSheet.ts';

let users = 0;
let adopted: AdoptedSheet | null = null;
/** Stylesheets of parts loaded after the first frame (a chunk's), in the order they came. */
const later: string[] = [];

/**
 * Adopts the composition's CSS (the templates', then the widgets', in the order given) while any nav root is
 * mounted; the last root to go removes it. The CSS ships inside the bundle: the script-tag build
 * is one file. An insertion effect runs before the tree reaches the document, so the first frame
 * of a root is already styled: no unstyled flash, no jump when the styles arrive.
 */
export function useRuntimeStyles(stylesheets: readonly string[]): void {
  useInsertionEffect(() => {
    if (users++ === 0) adopted = adoptStyleSheet(document, [...stylesheets, ...later].join('\n'), 'runtime');
    return () => {
      if (--users === 0) {
        adopted?.remove();
        adopted = null;
      }
    };
    // The composition is fixed for the page's life; the first root's stylesheets are the page's.
  }, []);
}

/**
 * The CSS of a part that came after the first frame (its chunk's): added after the composition's,
 * and so before a partner's, as if it had been there from the start; once, for as long as the page
 * has a nav root. Call it before the part renders.
 */
export function addRuntimeStyles(css: string): void {
  if (!css || later.includes(css)) return;
  later.push(css);
  adopted?.append(css);
}

import { useInsertionEffect } from 'react';
import { adoptStyleSheet, type AdoptedSheet } from './adoptStyleSheet.ts';

let users = 0;
let adopted: AdoptedSheet | null = null;
/** Stylesheets of parts loaded after the first frame (a chunk's), in the order they came. */
const later: string[] = [];

/**
 * The composition's CSS (the templates', then the widgets', in the order given) on the page until
 * the returned function is called; the last to let go removes it. The CSS ships inside the bundle:
 * the script-tag build is one file. mount() takes it ahead of a cold view's first render, in a
 * task of its own, so that its parsing is not part of that render's task.
 */
export function retainRuntimeStyles(stylesheets: readonly string[]): () => void {
  if (users++ === 0) adopted = adoptStyleSheet(document, [...stylesheets, ...later].join('\n'), 'runtime');
  let released = false;
  return () => {
    if (released) return;
    released = true;
    if (--users === 0) {
      adopted?.remove();
      adopted = null;
    }
  };
}

/**
 * The composition's CSS while any nav root is mounted. An insertion effect runs before the tree
 * reaches the document, so the first frame of a root is already styled: no unstyled flash, no jump
 * when the styles arrive.
 */
export function useRuntimeStyles(stylesheets: readonly string[]): void {
  // The composition is fixed for the page's life; the first root's stylesheets are the page's.
  useInsertionEffect(() => retainRuntimeStyles(stylesheets), []);
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

/**
 * A chunk's module as it arrives, its exported `stylesheet` added first (addRuntimeStyles): on the
 * page before any part of the chunk renders. Pass the `import()` itself, which the builds split.
 */
export function withItsStylesheet<Module extends { stylesheet: string }>(loading: Promise<Module>): Promise<Module> {
  return loading.then((module) => {
    addRuntimeStyles(module.stylesheet);
    return module;
  });
}

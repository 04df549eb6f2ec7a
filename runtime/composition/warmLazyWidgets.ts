import { createElement } from 'react';
import { renderToString } from 'react-dom/server';
import { SearchWidget } from './LazySearchWidget.tsx';
import { importSearchWidget } from './importSearchWidget.ts';

let warm: Promise<void> | undefined;

/**
 * Resolves the composition's lazy widgets (the search widget) for server rendering. renderToString
 * cannot wait for a lazy component: it would write the placeholder, and the client would throw the
 * server's markup away. A lazy component starts loading when first rendered, so one render starts
 * it, and once its module is there (a task later) every render writes it whole. Once per process.
 */
export function warmLazyWidgets(): Promise<void> {
  warm ??= (async () => {
    try {
      // Rendering stops at the lazy component, which starts its load: no prop of the widget is read.
      renderToString(createElement(SearchWidget, {} as never));
    } catch {
      // Preact's renderer throws where React's writes the placeholder; and a module some earlier
      // render loaded already renders the widget itself, which needs its props. Either way the
      // lazy component has asked for its module, which is all this render is for.
    }
    await importSearchWidget();
    await new Promise((resolve) => setTimeout(resolve, 0));
  })();
  return warm;
}

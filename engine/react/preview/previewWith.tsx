import { flushSync } from 'react-dom';
import { createRoot } from 'react-dom/client';
import type { PreviewOptions } from '../../core/preview/previewOptions.ts';
import { createPreviewEnv } from '../../browser/previewEnv.ts';
import type { NavComposition } from '../roots/composition.ts';
import { PreviewRoots } from './PreviewRoots.tsx';

export interface PreviewHandle {
  /** Shows these options instead (whole options, not a patch), in the same root, before returning. */
  update(options: PreviewOptions): void;
  /** Removes the preview; it leaves no listener, timer or socket behind. */
  unmount(): void;
}

/**
 * The public `preview` of a composition: renders a template set into `target` (an element or a
 * selector) with no request made. Each render is committed before the call returns, so an editor
 * that updates on every keystroke sees the edit in the next frame. A missing target is logged and
 * gives a handle that does nothing, as mount() does.
 */
export function previewWith(composition: NavComposition, target: string | Element, options: PreviewOptions): PreviewHandle {
  const element = typeof target === 'string' ? safeQuery(target) : target;
  if (!element) {
    console.error('Universal navigation: preview target not found', target);
    return { update: () => undefined, unmount: () => undefined };
  }
  const pageOrigin = window.location.origin;
  const root = createRoot(element);
  let env = createPreviewEnv(options.marketUrl || pageOrigin);
  let marketUrl = options.marketUrl;
  let unmounted = false;
  const render = (next: PreviewOptions) => {
    // A new marketplace is a new location: the env follows it; otherwise it stays, so memoised work holds.
    if (next.marketUrl !== marketUrl) {
      marketUrl = next.marketUrl;
      env = createPreviewEnv(next.marketUrl || pageOrigin);
    }
    flushSync(() => root.render(<PreviewRoots options={next} env={env} composition={composition} pageOrigin={pageOrigin} />));
  };
  render(options);
  return {
    update(next) {
      if (!unmounted) render(next);
    },
    unmount() {
      if (unmounted) return;
      unmounted = true;
      root.unmount();
    },
  };
}

function safeQuery(selector: string): Element | null {
  try {
    return document.querySelector(selector);
  } catch {
    return null;
  }
}

import type { PreviewOptions } from '../../engine/core/preview/previewOptions.ts';
import type { PreviewHandle } from '../../engine/react/preview/previewWith.tsx';

type Preview = (target: string | Element, options: PreviewOptions) => PreviewHandle;

/**
 * A preview whose code is still to load (README "Preview API"): the handle is returned at once;
 * the preview renders when the code is there, with the last options given by then; from then on
 * each update renders before it returns. An unmount before that leaves the target as it was. Code
 * that cannot load is logged (its chunk's failure is the page's `universalnav:chunk-failed` too),
 * and the handle does nothing, as a missing target's does.
 */
export function deferredPreview(load: () => Promise<Preview>, target: string | Element, options: PreviewOptions, log: Pick<Console, 'error'> = console): PreviewHandle {
  let latest = options;
  let shown: PreviewHandle | null = null;
  let unmounted = false;
  load().then(
    (preview) => {
      if (!unmounted) shown = preview(target, latest);
    },
    (error: unknown) => log.error('Universal navigation: the preview could not load', error),
  );
  return {
    update(next) {
      if (unmounted) return;
      if (shown) shown.update(next);
      else latest = next;
    },
    unmount() {
      if (unmounted) return;
      unmounted = true;
      shown?.unmount();
    },
  };
}

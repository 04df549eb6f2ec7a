import { useEffect, useReducer } from 'react';
import { PREVIEW_COOKIES } from '../../../engine/core/display/previewCookies.ts';
import { useNav, useNavEnv } from '../../../engine/react/context/NavContext.tsx';
import type { ActivePreview } from './activePreview.ts';
import { fetchProductPreview } from './api.ts';
import { parseBuilderVersion, type BuilderVersion } from './builderVersion.ts';
import { createPreviewToolbarState, getToolbarMode, previewToolbarReducer, type PreviewToolbarState, type ToolbarMode } from './state.ts';

/** SPEC §9: toolbar height, kept free at the top of the page while it is fullscreen. */
const TOOLBAR_HEIGHT_PX = 63;

interface PreviewToolbarHandle {
  state: PreviewToolbarState;
  version: BuilderVersion | null;
  hide(): void;
  show(): void;
}

export function usePreviewToolbar(active: ActivePreview): PreviewToolbarHandle {
  const nav = useNav();
  const env = useNavEnv();
  const [state, dispatch] = useReducer(previewToolbarReducer, undefined, () =>
    createPreviewToolbarState(getToolbarMode(env.cookies.get(PREVIEW_COOKIES.toolbarMode))),
  );
  const version = active.kind === 'theme' ? parseBuilderVersion(env.cookies.get(PREVIEW_COOKIES.builderVersion)) : null;
  const shown = active.kind !== 'none';
  const fullscreen = shown && state.mode === 'fullscreen';

  useEffect(() => {
    if (!fullscreen) return;
    const body = document.body;
    const previous = body.style.paddingTop;
    body.style.paddingTop = `${TOOLBAR_HEIGHT_PX}px`;
    return () => {
      body.style.paddingTop = previous;
    };
  }, [fullscreen]);

  const productId = active.kind === 'product' ? active.record.productId : null;
  const portal = active.kind === 'product' ? active.record.portal : undefined;
  useEffect(() => {
    if (productId === null) return;
    const controller = new AbortController();
    dispatch({ type: 'ProductRequested' });
    const record = portal ? { productId, portal } : { productId };
    void fetchProductPreview(env, nav.config.marketUrl, record, nav.config.locale, controller.signal).then((product) => {
      if (!controller.signal.aborted) dispatch({ type: 'ProductLoaded', product });
    });
    return () => controller.abort();
  }, [productId, portal, env, nav.config.marketUrl, nav.config.locale]);

  const setMode = (mode: ToolbarMode) => {
    env.cookies.set(PREVIEW_COOKIES.toolbarMode, mode, { path: '/' });
    dispatch({ type: mode === 'minimized' ? 'HideClicked' : 'ShowClicked' });
  };

  return { state, version, hide: () => setMode('minimized'), show: () => setMode('fullscreen') };
}

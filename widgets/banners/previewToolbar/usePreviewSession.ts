import { useCallback, useEffect, useRef, useState } from 'react';
import { PREVIEW_COOKIES } from '../../../engine/core/display/previewCookies.ts';
import type { CookieJar } from '../../../engine/core/env.ts';
import { joinUrl } from '../../../engine/core/url/joinUrl.ts';
import { useNav, useNavEnv } from '../../../engine/react/context/NavContext.tsx';
import { navigation } from '../page/navigation.ts';
import type { ActivePreview } from './activePreview.ts';
import { decidePreviewSession } from './decidePreviewSession.ts';
import { writeHeartbeat } from './heartbeat.ts';
import { previewCancelPath } from './previewCancelPath.ts';
import { BUILDER_COOKIE_NAMES } from './previewSession.ts';

function removeBuilderCookies(cookies: CookieJar): void {
  for (const name of BUILDER_COOKIE_NAMES) cookies.remove(name);
}

interface PreviewSessionHandle {
  active: ActivePreview;
  cancel(): void;
}

/**
 * The preview session of this page (SPEC §4), decided once on mount. A theme preview is active
 * when the query names a builder theme (the builder's first link may come before any heartbeat),
 * or when getDisplayMode gives preview from the cookies. A host's own mode 'preview' (template
 * authoring) is not a builder preview. While a preview is active the heartbeat is written as the
 * page goes away.
 */
export function usePreviewSession(): PreviewSessionHandle {
  const nav = useNav();
  const env = useNavEnv();
  const [decision] = useState(() => decidePreviewSession(env, nav.config.devMode));
  const { active } = decision;
  // After Cancel the session is over: leaving the page must not revive it.
  const cancelled = useRef(false);

  useEffect(() => {
    if (decision.clear) removeBuilderCookies(env.cookies);
    if (active.kind === 'product' && decision.fromUrl) {
      env.cookies.set(PREVIEW_COOKIES.productPreview, JSON.stringify(active.record), { path: '/' });
    }
    if (active.kind === 'none') return;
    const onLeave = () => {
      if (!cancelled.current) writeHeartbeat(env.cookies);
    };
    window.addEventListener('pagehide', onLeave);
    window.addEventListener('beforeunload', onLeave);
    return () => {
      window.removeEventListener('pagehide', onLeave);
      window.removeEventListener('beforeunload', onLeave);
    };
  }, [decision, active, env]);

  const cancel = useCallback(() => {
    cancelled.current = true;
    removeBuilderCookies(env.cookies);
    const path =
      active.kind === 'product'
        ? previewCancelPath({ kind: 'product', productId: active.record.productId, portal: active.record.portal })
        : previewCancelPath({ kind: 'theme' });
    navigation.assign(joinUrl(nav.config.marketUrl, path));
  }, [active, env, nav.config.marketUrl]);

  return { active, cancel };
}

import { Suspense, useState, type ComponentType, type ReactNode } from 'react';
import { useNav, useNavEnv } from '../../engine/react/context/NavContext.tsx';
import { FallbackOnError } from '../../ui/lazy/FallbackOnError.tsx';
import { ImpersonationBox } from './impersonation/ImpersonationBox.tsx';
import { isImpersonationBoxShown } from './impersonation/isImpersonationBoxShown.ts';
import { isMaintenanceShown } from './maintenance/isMaintenanceShown.ts';
import { MaintenanceBanner } from './maintenance/MaintenanceBanner.tsx';
import { MobileReturnBanner } from './mobile/MobileReturnBanner.tsx';
import { BANNER_HEIGHT_PX } from './page/bannerHeight.ts';
import { usePushedFixedElements } from './page/usePushedFixedElements.ts';
import { decidePreviewSession } from './previewToolbar/decidePreviewSession.ts';

/**
 * The banners of a session (sessionBanners.ts), each a lazy component of that module's chunk: the
 * composition makes them (runtime/composition/lazyBanners.tsx), with the chunk's stylesheet.
 */
export interface SessionBannerParts {
  PreviewToolbar: ComponentType;
  ImpersonationBanner: ComponentType;
}

interface BannersProps {
  /** The preview toolbar and the impersonation banner, loaded when a page has either. */
  sessionBanners: SessionBannerParts;
  /** The browser's user agent for the mobile-site rule; read from navigator when omitted. */
  userAgent?: string;
}

/** A banner from the session banners' chunk; `holder` keeps its place meanwhile, and if it cannot load. */
function Loaded({ holder, children }: { holder: ReactNode; children: ReactNode }) {
  return (
    <FallbackOnError fallback={holder}>
      <Suspense fallback={holder}>{children}</Suspense>
    </FallbackOnError>
  );
}

/**
 * Every banner that applies to this page, above the header (SPEC §1 "Banners"). The maintenance
 * and mobile-site banners are a line each and render at once; the preview toolbar and the
 * impersonation banner, with their sessions, come from a chunk that only pages with a preview or
 * an impersonation load. The impersonation banner's box holds its place from the first render,
 * and the page's fixed elements move down with the boxes at once.
 */
export function Banners({ sessionBanners, userAgent }: BannersProps) {
  const { PreviewToolbar, ImpersonationBanner } = sessionBanners;
  const nav = useNav();
  const env = useNavEnv();
  // Decided once, as the preview toolbar decides it: a session to show, or builder cookies to clear.
  const [preview] = useState(() => decidePreviewSession(env, nav.config.devMode).touched);
  const impersonation = isImpersonationBoxShown(nav);
  usePushedFixedElements(isMaintenanceShown(nav, env), BANNER_HEIGHT_PX);
  usePushedFixedElements(impersonation, BANNER_HEIGHT_PX);
  return (
    <div className="unav-banners">
      {preview && (
        <Loaded holder={null}>
          <PreviewToolbar />
        </Loaded>
      )}
      <MaintenanceBanner />
      <MobileReturnBanner {...(userAgent === undefined ? {} : { userAgent })} />
      {impersonation && (
        <Loaded holder={<ImpersonationBox />}>
          <ImpersonationBanner />
        </Loaded>
      )}
    </div>
  );
}

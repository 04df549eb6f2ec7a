import { lazy } from 'react';
import { withItsStylesheet } from '../../engine/react/styles/useRuntimeStyles.ts';
import { Banners, type SessionBannerParts } from '../../widgets/banners/Banners.tsx';

/**
 * The session banners' chunk (widgets/banners/sessionBanners.ts): the preview toolbar and the
 * impersonation banner, which a page without a preview or an impersonation never loads; its
 * stylesheet is on the page before either renders.
 */
const importSessionBanners = () => withItsStylesheet(import('../../widgets/banners/sessionBanners.ts'));

const sessionBanners: SessionBannerParts = {
  PreviewToolbar: lazy(() => importSessionBanners().then((banners) => ({ default: banners.PreviewToolbar }))),
  ImpersonationBanner: lazy(() => importSessionBanners().then((banners) => ({ default: banners.ImpersonationBanner }))),
};

/** The banners above the header (widgets/banners/Banners.tsx), with the session banners' chunk. */
export function LazyBanners() {
  return <Banners sessionBanners={sessionBanners} />;
}

// The banners of a session (a preview, an impersonation): a chunk of their own
// (runtime/composition/lazyBanners.tsx), which a page without either never loads.
import sessionBannersCss from './sessionBanners.css?inline';

export { ImpersonationBanner } from './impersonation/ImpersonationBanner.tsx';
export { PreviewToolbar } from './previewToolbar/PreviewToolbar.tsx';

/** The confirmation's and the preview toolbar's CSS, added before either renders (lazyBanners.tsx). */
export const stylesheet = sessionBannersCss;

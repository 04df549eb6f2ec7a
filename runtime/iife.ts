/** The script-tag bundle: everything on window.UniversalNav (DESIGN §4). */
import type { NavConfig } from '../engine/core/config/navConfig.ts';
import { mountWith, type NavHandle } from '../engine/react/mount.tsx';
import { registerPlaceholder } from '../engine/react/registry/registry.ts';
import { defaultComposition } from './composition/defaultComposition.ts';
import type { PreviewOptions } from '../engine/core/preview/previewOptions.ts';
import type { PreviewHandle } from '../engine/react/preview/previewWith.tsx';
import { loadPageSafety } from '../engine/react/template/templateSafety.ts';
import { deferredPreview } from './script-tag/deferredPreview.ts';
import { setChunksUrl } from './script-tag/loadChunk.ts';

// The same mount as the ES module's; imported from there, the React components built beside it
// would come into the one-file bundle too.
const mount = (config: NavConfig): Promise<NavHandle> => {
  setChunksUrl(config.chunksUrl);
  return mountWith(defaultComposition, config);
};

/**
 * Renders an unsaved template set with no request made (README "Preview API"). Its code is a chunk,
 * loaded by the first call beside the template sanitizer's, which its first render needs too.
 */
const preview = (target: string | Element, options: PreviewOptions): PreviewHandle => {
  loadPageSafety().catch(() => undefined);
  return deferredPreview(() => import('./script-tag/previewApi.ts').then((api) => api.preview), target, options);
};

const UniversalNav = { mount, preview, registerPlaceholder, version: __UNAV_VERSION__ };

declare global {
  interface Window {
    UniversalNav: typeof UniversalNav;
  }
}

window.UniversalNav = UniversalNav;
export default UniversalNav;

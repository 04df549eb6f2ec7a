/** The script-tag bundle: everything on window.UniversalNav (DESIGN §4). */
import type { NavConfig } from './core/context/types.ts';
import { mountWith, type NavHandle } from './react/mount.tsx';
import { registerPlaceholder } from './react/registry/registry.ts';
import { defaultComposition } from '../placeholders/defaultComposition.ts';
import { previewComposition } from '../placeholders/previewComposition.tsx';
import type { PreviewOptions } from './core/preview/previewOptions.ts';
import { previewWith, type PreviewHandle } from './react/preview/previewWith.tsx';

// The same mount as the ES module's; imported from there, the React components built beside it
// would come into the one-file bundle too.
const mount = (config: NavConfig): Promise<NavHandle> => mountWith(defaultComposition, config);

/** Renders an unsaved template set with no request made (README "Preview API"). */
const preview = (target: string | Element, options: PreviewOptions): PreviewHandle => previewWith(previewComposition, target, options);

const UniversalNav = { mount, preview, registerPlaceholder, version: __UNAV_VERSION__ };

declare global {
  interface Window {
    UniversalNav: typeof UniversalNav;
  }
}

window.UniversalNav = UniversalNav;
export default UniversalNav;

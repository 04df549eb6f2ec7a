/** The script-tag bundle: everything on window.UniversalNav (DESIGN §4). */
import type { NavConfig } from './core/context/types.ts';
import { mountWith, type NavHandle } from './react/mount.tsx';
import { registerPlaceholder } from './react/registry/registry.ts';
import { defaultComposition } from '../placeholders/defaultComposition.ts';

// The same mount as the ES module's; imported from there, the React components built beside it
// would come into the one-file bundle too.
const mount = (config: NavConfig): Promise<NavHandle> => mountWith(defaultComposition, config);

const UniversalNav = { mount, registerPlaceholder, version: __UNAV_VERSION__ };

declare global {
  interface Window {
    UniversalNav: typeof UniversalNav;
  }
}

window.UniversalNav = UniversalNav;
export default UniversalNav;

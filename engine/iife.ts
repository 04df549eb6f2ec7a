/** The script-tag bundle: everything on window.UniversalNav (DESIGN §4). */
import { mount } from './index.ts';
import { registerPlaceholder } from './react/registry/registry.ts';

const UniversalNav = { mount, registerPlaceholder, version: __UNAV_VERSION__ };

declare global {
  interface Window {
    UniversalNav: typeof UniversalNav;
  }
}

window.UniversalNav = UniversalNav;
export default UniversalNav;

import { createLazyModule } from '../../engine/core/load/lazyModule.ts';

/** The open mobile menu's panels: a chunk of their own, loaded on idle, on intent or on opening. */
export const mobileMenuPanels = createLazyModule(() => import('./MobileMenuPanels.tsx'));

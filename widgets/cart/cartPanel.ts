import { createLazyModule } from '../../engine/core/load/lazyModule.ts';

/** The open cart panel's content: a chunk of its own, loaded on idle, on intent or on opening. */
export const cartPanel = createLazyModule(() => import('./CartPanel.tsx'));

import type { ReactNode } from 'react';
import type { NavContext } from '../../core/context/types.ts';
import type { NavEnv } from '../../core/env.ts';
import { createRequiredContext } from './createRequiredContext.ts';

/**
 * What every widget reads: the derived navigation context and the environment its calls go
 * through. The one module of engine/react that widgets import.
 */
interface NavValue {
  nav: NavContext;
  env: NavEnv;
}

const [NavReactContext, useNavValue] = createRequiredContext<NavValue>('NavProvider');

export function NavProvider({ nav, env, children }: NavValue & { children: ReactNode }) {
  return <NavReactContext.Provider value={{ nav, env }}>{children}</NavReactContext.Provider>;
}

/** The derived navigation context: user, roles, capabilities, flags, texts. */
export function useNav(): NavContext {
  return useNavValue('useNav').nav;
}

/** The environment (fetch, storage, cookies, location) widgets make their calls through. */
export function useNavEnv(): NavEnv {
  return useNavValue('useNavEnv').env;
}

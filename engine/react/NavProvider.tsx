import { createContext, useContext, type ReactNode } from 'react';
import type { NavContext } from '../core/context/types.ts';
import type { NavEnv } from '../core/env.ts';

interface NavValue {
  nav: NavContext;
  env: NavEnv;
}

const NavReactContext = createContext<NavValue | null>(null);

export class NavContextMissingError extends Error {
  constructor(hook: string) {
    super(`${hook} must be used inside <NavProvider>`);
    this.name = 'NavContextMissingError';
  }
}

export function NavProvider({ nav, env, children }: NavValue & { children: ReactNode }) {
  return <NavReactContext.Provider value={{ nav, env }}>{children}</NavReactContext.Provider>;
}

/** The derived navigation context: user, roles, capabilities, flags, texts. */
export function useNav(): NavContext {
  const value = useContext(NavReactContext);
  if (!value) throw new NavContextMissingError('useNav');
  return value.nav;
}

/** The environment (fetch, storage, cookies, location) widgets make their calls through. */
export function useNavEnv(): NavEnv {
  const value = useContext(NavReactContext);
  if (!value) throw new NavContextMissingError('useNavEnv');
  return value.env;
}

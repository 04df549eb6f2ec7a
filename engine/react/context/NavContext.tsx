import { useMemo, type ReactNode } from 'react';
import type { NavContext } from '../../core/context/navContext.ts';
import type { NavEnv } from '../../core/env.ts';
import { createRequiredContext } from './createRequiredContext.ts';

/**
 * What every widget reads: the derived navigation context and the environment its calls go
 * through. The one module of engine/react that widgets import.
 */
interface NavValue {
  nav: NavContext;
  env: NavEnv;
  /** Marks the user logged out in every root of the mount (SPEC §8); absent outside a session. */
  markLoggedOut?: () => void;
}

const [NavReactContext, useNavValue] = createRequiredContext<NavValue>('NavProvider');

export function NavProvider({ nav, env, markLoggedOut, children }: NavValue & { children: ReactNode }) {
  const value = useMemo(() => ({ nav, env, ...(markLoggedOut ? { markLoggedOut } : {}) }), [nav, env, markLoggedOut]);
  return <NavReactContext.Provider value={value}>{children}</NavReactContext.Provider>;
}

/** The derived navigation context: user, roles, capabilities, flags, texts. */
export function useNav(): NavContext {
  return useNavValue('useNav').nav;
}

/** The environment (fetch, storage, cookies, location) widgets make their calls through. */
export function useNavEnv(): NavEnv {
  return useNavValue('useNavEnv').env;
}

const KEEP_USER = () => undefined;

/** What marks the user logged out in the header (SPEC §8); does nothing outside a nav session. */
export function useMarkLoggedOut(): () => void {
  return useNavValue('useMarkLoggedOut').markLoggedOut ?? KEEP_USER;
}

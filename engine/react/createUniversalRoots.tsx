import { useEffect, useMemo, type ComponentType } from 'react';
import type { NavConfig } from '../core/context/types.ts';
import { createNavSession } from '../core/load/createNavSession.ts';
import { createBrowserEnv } from '../browser/browserEnv.ts';
import type { NavComposition } from './composition.ts';
import type { NavRootKind } from './NavRoot.tsx';
import { SessionRoot } from './SessionRoot.tsx';

function useSession(config: NavConfig) {
  const env = useMemo(() => createBrowserEnv(), []);
  // A new session when the identity of the navigation changes; other config changes re-render.
  const key = `${config.marketUrl}|${config.partner ?? ''}|${config.mode ?? ''}|${config.locale ?? ''}|${config.template ?? ''}`;
  // eslint-disable-next-line react-hooks/exhaustive-deps
  const session = useMemo(() => createNavSession(env, config), [env, key]);
  useEffect(() => () => session.dispose(), [session]);
  return { env, session };
}

type UniversalRootComponent = ComponentType<{ config: NavConfig }>;

/** The header and footer as React components of a composition, for hosts that render React themselves. */
export function createUniversalRoots(composition: NavComposition): { UniversalHeader: UniversalRootComponent; UniversalFooter: UniversalRootComponent } {
  const rootOf = (kind: NavRootKind) =>
    function UniversalRoot({ config }: { config: NavConfig }) {
      const { env, session } = useSession(config);
      return <SessionRoot session={session} env={env} kind={kind} composition={composition} />;
    };
  return { UniversalHeader: rootOf('header'), UniversalFooter: rootOf('footer') };
}

import { useEffect, useMemo } from 'react';
import type { NavConfig } from '../core/context/types.ts';
import { createNavSession } from '../core/load/createNavSession.ts';
import { createBrowserEnv } from './browserEnv.ts';
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

/** The header as a React component, for hosts that render React themselves. */
export function UniversalHeader({ config }: { config: NavConfig }) {
  const { env, session } = useSession(config);
  return <SessionRoot session={session} env={env} kind="header" />;
}

/** The footer as a React component. */
export function UniversalFooter({ config }: { config: NavConfig }) {
  const { env, session } = useSession(config);
  return <SessionRoot session={session} env={env} kind="footer" />;
}

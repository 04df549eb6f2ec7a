import { useSyncExternalStore } from 'react';
import type { NavEnv } from '../core/env.ts';
import type { NavSession } from '../core/load/createNavSession.ts';
import type { NavComposition } from './composition.ts';
import { NavRoot, type NavRootKind } from './NavRoot.tsx';

interface Props {
  session: NavSession;
  env: NavEnv;
  kind: NavRootKind;
  composition: NavComposition;
}

/** Renders a nav root from a session's latest data; nothing until the first data arrives. */
export function SessionRoot({ session, env, kind, composition }: Props) {
  const data = useSyncExternalStore(session.subscribe, session.getSnapshot, session.getSnapshot);
  return data ? <NavRoot kind={kind} data={data} env={env} composition={composition} /> : null;
}

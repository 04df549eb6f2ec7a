import { useMemo, useSyncExternalStore } from 'react';
import type { NavConfig } from '../../core/config/navConfig.ts';
import type { NavEnv } from '../../core/env.ts';
import type { NavStore } from '../../core/load/createLazyNavStore.ts';
import { withRenderConfig } from '../../core/load/withRenderConfig.ts';
import type { NavComposition } from './composition.ts';
import { NavRoot, type NavRootKind } from './NavRoot.tsx';

interface Props {
  session: NavStore;
  env: NavEnv;
  kind: NavRootKind;
  composition: NavComposition;
  /** The latest config, when it may differ from the loaded one in render-only fields. */
  config?: NavConfig;
}

/** Renders a nav root from a session's latest data; nothing until the first data arrives. */
export function SessionRoot({ session, env, kind, composition, config }: Props) {
  const loaded = useSyncExternalStore(session.subscribe, session.getSnapshot, session.getServerSnapshot ?? session.getSnapshot);
  const data = useMemo(() => (loaded && config ? withRenderConfig(loaded, config) : loaded), [loaded, config]);
  return data ? <NavRoot kind={kind} data={data} env={env} composition={composition} {...(session.markLoggedOut ? { markLoggedOut: session.markLoggedOut } : {})} /> : null;
}

import { memo, useDeferredValue, useEffect, useMemo, useSyncExternalStore } from 'react';
import type { NavConfig } from '../../core/config/navConfig.ts';
import type { NavEnv } from '../../core/env.ts';
import type { NavStore } from '../../core/load/createLazyNavStore.ts';
import type { HeaderData } from '../../core/load/loadHeaderData.ts';
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
  /** Told of each snapshot the root has committed (mount() resolves on it). */
  onCommit?: (data: HeaderData) => void;
}

/** Skips the store's own render: only the deferred one below renders the root with new data. */
const DeferredNavRoot = memo(NavRoot);

/**
 * Renders a nav root from a session's latest data; nothing until the first data arrives. The data a
 * root mounts with renders at once (a warm view's cached header inside mount(), a hydrated page's
 * server data). Every later snapshot (fresh data, the render deadline's, a user logged out) is
 * rendered as a deferred value: React renders it in slices of a few milliseconds, giving the page
 * its turn between them, so a render of the whole header is no long task. `onCommit` hears each
 * snapshot once it is on the page.
 */
export function SessionRoot({ session, env, kind, composition, config, onCommit }: Props) {
  const loaded = useSyncExternalStore(session.subscribe, session.getSnapshot, session.getServerSnapshot ?? session.getSnapshot);
  const shown = useDeferredValue(loaded);
  const data = useMemo(() => (shown && config ? withRenderConfig(shown, config) : shown), [shown, config]);
  useEffect(() => {
    if (shown) onCommit?.(shown);
  }, [shown, onCommit]);
  return data ? <DeferredNavRoot kind={kind} data={data} env={env} composition={composition} {...(session.markLoggedOut ? { markLoggedOut: session.markLoggedOut } : {})} /> : null;
}

import { useMemo, useRef, useState, type ComponentType } from 'react';
import { loadIdentity } from '../core/config/renderOnlyConfig.ts';
import type { NavConfig } from '../core/config/navConfig.ts';
import { createLazyNavStore } from '../core/load/createLazyNavStore.ts';
import { withEventHook } from '../core/load/withEventHook.ts';
import { createSessionPool, type SessionPool } from '../core/load/sessionPool.ts';
import { createBrowserEnv } from '../browser/browserEnv.ts';
import type { NavComposition } from './roots/composition.ts';
import { deferDisposal } from './deferDisposal.ts';
import type { NavRootKind } from './roots/NavRoot.tsx';
import { SessionRoot } from './roots/SessionRoot.tsx';
import { useValueOf } from './roots/useValueOf.ts';

/**
 * The store of one component's navigation. Rendering starts nothing: the calls start when
 * React subscribes (after commit) and stop after it unsubscribes for good. A change of what is loaded
 * (renderOnlyConfig.ts) makes a new store; any other change re-renders the loaded data with the new
 * config. Both compare by value. Stores of equal load identity run one session (sessionPool.ts).
 */
function useNavStore(config: NavConfig, pool: SessionPool) {
  // The latest config.onEvent hears the events: a host may pass a new function on every render.
  const onEvent = useRef(config.onEvent);
  onEvent.current = config.onEvent;
  const [env] = useState(() => withEventHook(createBrowserEnv(), (event) => onEvent.current?.(event)));
  const identity = useValueOf(loadIdentity(config));
  // The config of the render whose identity changed: the fields the load reads are all in it.
  // eslint-disable-next-line react-hooks/exhaustive-deps
  const store = useMemo(() => createLazyNavStore(env, config, deferDisposal, { pool, identity }), [env, identity, pool]);
  // The hook is read through the ref above: a new function is no change to render.
  const { onEvent: _onEvent, ...renderConfig } = config;
  return { env, store, config: useValueOf(renderConfig) };
}

/** The props of UniversalHeader and UniversalFooter. */
export interface UniversalRootProps {
  config: NavConfig;
}

export type UniversalRootComponent = ComponentType<UniversalRootProps>;

/** The header and footer as React components of a composition, for hosts that render React themselves. */
export function createUniversalRoots(composition: NavComposition): { UniversalHeader: UniversalRootComponent; UniversalFooter: UniversalRootComponent } {
  // A header and a footer that load the same thing, mounted together, share one load.
  const pool = createSessionPool();
  const rootOf = (kind: NavRootKind) =>
    function UniversalRoot({ config }: UniversalRootProps) {
      const { env, store, config: current } = useNavStore(config, pool);
      return <SessionRoot session={store} env={env} kind={kind} composition={composition} config={current} />;
    };
  return { UniversalHeader: rootOf('header'), UniversalFooter: rootOf('footer') };
}

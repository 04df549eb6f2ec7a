import { hydrateRoot, type Root } from 'react-dom/client';
import type { NavConfig } from '../../core/config/navConfig.ts';
import type { NavEnv } from '../../core/env.ts';
import { emitNavEvent } from '../../core/events/navEvents.ts';
import type { SafeTemplateMaker } from '../../core/template/makeTemplateSafe.ts';
import type { NavSession } from '../../core/load/createNavSession.ts';
import { createSeededSession } from '../../core/ssr/createSeededSession.ts';
import type { NavComposition } from '../roots/composition.ts';
import type { NavRootKind } from '../roots/NavRoot.tsx';
import { SessionRoot } from '../roots/SessionRoot.tsx';
import { MarkupRoot } from './MarkupRoot.tsx';
import { pinClock } from './pinClock.ts';
import { holdsServerMarkup, readServerData } from './readServerData.ts';

export interface Hydration {
  /** Starts from the server's data: what the server sent is not fetched again. */
  session: NavSession;
  /** The env of every root of this mount (its clock reads the server's time until hydrated). */
  env: NavEnv;
  /** Hydrates a target that holds the server's markup of this root; null when it holds none. */
  hydrate(element: Element, kind: NavRootKind, composition: NavComposition): Root | null;
}

/**
 * A mount on a page rendered by a server (renderNav): the page carries the server's data, valid
 * for this config. Null otherwise, and mount() renders as on any page. `makeSafe` is the page's
 * template safety: the markup to hydrate is compiled as the server compiled it.
 */
export function startHydration(env: NavEnv, config: NavConfig, makeSafe: SafeTemplateMaker): Hydration | null {
  const seed = readServerData(document, config);
  if (!seed) return null;
  const started = env.now();
  const clock = pinClock(env, seed.renderedAt);
  const session = createSeededSession(clock.env, config, seed.data, seed.omitted);
  let hydrating = 0;
  let told = false;
  const onHydrated = () => {
    if (--hydrating !== 0) return;
    clock.release();
    // The host hears it once: the server's header is live (a root placed later hydrates quietly).
    if (told) return;
    told = true;
    emitNavEvent(env, { type: 'rendered', render: 'server', ms: env.now() - started });
  };
  return {
    session,
    env: clock.env,
    hydrate(element, kind, composition) {
      if (!holdsServerMarkup(element, kind)) return null;
      hydrating += 1;
      return hydrateRoot(
        element,
        <MarkupRoot makeSafe={makeSafe} onHydrated={onHydrated}>
          <SessionRoot session={session} env={clock.env} kind={kind} composition={composition} />
        </MarkupRoot>,
        {
          // React renders the root again in the browser; the page works, but the server's render
          // was not this one's: say so where a host looks, not as an uncaught error.
          onRecoverableError: (error: unknown) => clock.env.log.warn('Universal navigation: the server markup did not match, rendered again', error),
        },
      );
    },
  };
}

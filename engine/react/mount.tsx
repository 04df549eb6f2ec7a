import { createRoot, type Root } from 'react-dom/client';
import type { NavConfig } from '../core/context/types.ts';
import { createNavSession } from '../core/load/createNavSession.ts';
import type { HeaderData } from '../core/load/loadHeaderData.ts';
import { navigationScript } from '../core/nav/chooseNavigation.ts';
import { createDomScriptHost, createScriptLoader } from '../core/nav/loadScript.ts';
import { createBrowserEnv } from '../browser/browserEnv.ts';
import { resolveTarget } from './resolveTarget.ts';
import type { NavComposition } from './composition.ts';
import type { NavRootKind } from './NavRoot.tsx';
import { SessionRoot } from './SessionRoot.tsx';

export interface NavHandle {
  /** Merges a partial config and re-renders from fresh data. */
  update(partial: Partial<NavConfig>): Promise<void>;
  /** Removes every root; no listener, timer or socket of ours stays behind. */
  unmount(): void;
}

const MISSING_HEADER_TARGET = 'Universal navigation: header target not found';

/**
 * The public `mount` of a composition (the entry points bind the default one).
 * Renders the header, footer and search box into the targets the config names. Resolves once the
 * fresh data has rendered, or at the render deadline (RENDER_DEADLINE_MS) with what had arrived.
 * It never rejects for bad input: a missing marketUrl or target is logged and gives a handle that
 * does nothing, so a host page never shows an uncaught error from us.
 */
export async function mountWith(composition: NavComposition, config: NavConfig): Promise<NavHandle> {
  const env = createBrowserEnv();
  const inert: NavHandle = { update: async () => {}, unmount: () => {} };
  if (!config || typeof config.marketUrl !== 'string' || config.marketUrl === '') {
    env.log.error('Universal navigation: config.marketUrl is required');
    return inert;
  }
  const headerTarget = resolveTarget(document, config.header);
  if (config.header && !headerTarget) env.log.warn(MISSING_HEADER_TARGET, config.header.target);
  const footerTarget = resolveTarget(document, config.footer);
  if (config.footer && !footerTarget) env.log.warn('Universal navigation: footer target not found', config.footer.target);

  const searchTarget = resolveTarget(document, config.search);
  if (config.search && !searchTarget) env.log.warn('Universal navigation: search target not found', config.search.target);

  const session = createNavSession(env, config);
  const roots: Root[] = [];
  const renderInto = (element: Element | null, kind: NavRootKind) => {
    if (!element) return;
    const root = createRoot(element);
    root.render(<SessionRoot session={session} env={env} kind={kind} composition={composition} />);
    roots.push(root);
  };
  renderInto(headerTarget, 'header');
  renderInto(footerTarget, 'footer');
  renderInto(searchTarget, 'search');

  // The merchant or partner navigation script loads once fresh data has chosen it (after the quotes flag).
  const scripts = createScriptLoader(createDomScriptHost(document), config.scriptBaseUrl || config.marketUrl);
  const startNavigation = ({ nav }: HeaderData) => {
    const file = navigationScript(nav.navigation);
    if (file) scripts.load(file).catch((error: unknown) => env.log.warn('Universal navigation: navigation script not loaded', error));
  };
  let unmounted = false;
  void session.ready().then((data) => {
    if (!unmounted) startNavigation(data);
  });
  // Resolves at the first of complete fresh data and the render deadline's render (a hanging call
  // never holds mount); the navigation script still waits for complete data (the quotes flag).
  await session.rendered();
  return {
    async update(partial) {
      if (unmounted) return;
      const data = await session.update(partial);
      if (!unmounted) startNavigation(data);
    },
    unmount() {
      if (unmounted) return;
      unmounted = true;
      scripts.removeAll();
      session.dispose();
      for (const root of roots.splice(0)) root.unmount();
    },
  };
}

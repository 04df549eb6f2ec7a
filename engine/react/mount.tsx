import { flushSync } from 'react-dom';
import { createRoot, type Root } from 'react-dom/client';
import { getScriptNonce } from '../core/config/getScriptNonce.ts';
import type { NavConfig } from '../core/config/navConfig.ts';
import type { NavEnv } from '../core/env.ts';
import { abortableEnv } from '../core/load/abortableEnv.ts';
import { createNavSession } from '../core/load/createNavSession.ts';
import type { HeaderData } from '../core/load/loadHeaderData.ts';
import { navigationScript } from '../core/nav/chooseNavigation.ts';
import { createDomScriptHost, createScriptLoader } from '../core/nav/loadScript.ts';
import { createBrowserEnv } from '../browser/browserEnv.ts';
import { yieldToMain } from '../browser/yieldToMain.ts';
import { compileTemplatesAhead } from './roots/compileTemplatesAhead.ts';
import { preparePartnerCss } from './roots/preparePartnerCss.ts';
import { retainRuntimeStyles } from './styles/useRuntimeStyles.ts';
import { loadPageSafety } from './template/templateSafety.ts';
import { resolveTarget } from './resolveTarget.ts';
import { searchTargetOf, type PlacedTarget } from './searchTarget.ts';
import type { NavComposition } from './roots/composition.ts';
import type { NavRootKind } from './roots/NavRoot.tsx';
import { SessionRoot } from './roots/SessionRoot.tsx';
import { SERVER_NAV_DATA_ID } from '../core/ssr/serverNavData.ts';
import type { Hydration } from './ssr/startHydration.tsx';
import { NAV_EVENT_PREFIX, navEventOf } from '../core/events/navEvents.ts';
import { tellHost, withEventHook } from '../core/load/withEventHook.ts';
import { createCommitWatch } from './roots/commitWatch.ts';
import { RENDER_DEADLINE_MS } from '../core/load/renderDeadline.ts';

export interface NavHandle {
  /** Merges a partial config and re-renders from fresh data; resolves once that is on the page. */
  update(partial: Partial<NavConfig>): Promise<void>;
  /** Removes every root; no listener, timer or socket of ours stays behind. */
  unmount(): void;
}


/**
 * The public `mount` of a composition (the entry points bind the default one).
 * Renders the header, footer and search box into the targets the config names. Resolves once the
 * fresh data has rendered, or at the render deadline (RENDER_DEADLINE_MS) with what had arrived.
 * It never rejects for bad input: a missing marketUrl or target is logged and gives a handle that
 * does nothing, so a host page never shows an uncaught error from us.
 */
export async function mountWith(composition: NavComposition, config: NavConfig): Promise<NavHandle> {
  const pageEnv = createBrowserEnv();
  const inert: NavHandle = { update: async () => {}, unmount: () => {} };
  if (!config || typeof config.marketUrl !== 'string' || config.marketUrl === '') {
    pageEnv.log.error('Universal navigation: config.marketUrl is required');
    return inert;
  }
  // A page rendered by a server (renderNav) is hydrated from the data it carries. Hydrating is a
  // chunk of its own, loaded only by such a page (whose header is on screen already); every other
  // page goes on in this task, so that its warm view still renders inside mount().
  // The host's config.onEvent hears this mount's events; a chunk's failure is the page's, heard on window.
  const hookedEnv = withEventHook(pageEnv, config.onEvent);
  const stopHearingChunks = hearChunkFailures(config.onEvent);
  const hydration = document.getElementById(SERVER_NAV_DATA_ID) ? await startHydrationLazily(hookedEnv, config) : null;
  // Its calls stop at unmount: no request of ours outlives the handle.
  const calls = abortableEnv(hydration?.env ?? hookedEnv);
  const env = calls.env;
  // The renders after the cached one (fresh data, the render deadline's) give the page its turn
  // between their phases: the templates of the roots placed by then are sanitized and compiled
  // ahead, each in a task of its own, and the render's task only renders. The cached render is not
  // paced: it is the first frame's.
  const placed = new Set<NavRootKind>();
  const pause = () => yieldToMain();
  const session = hydration?.session ?? createNavSession(env, config, {
    yieldToMain: pause,
    prepare: async (data) => {
      await compileTemplatesAhead(env, data, composition, placed, pause);
      await preparePartnerCss(data, placed, pause);
    },
  });
  // A cold view fetches the template sanitizer's chunk beside its first wave of calls (both a task
  // after mount()'s), which it would otherwise wait for after them; a warm view renders from stored
  // forms and asks for it only when a template it has no form of arrives. While its calls are out,
  // a cold view also puts the runtime's CSS on the page, in a task of its own: parsed then, not in
  // its first render's task.
  let unmounted = false;
  let releaseStyles = () => {};
  if (!hydration && !session.getSnapshot()) {
    void pause().then(() => {
      if (!unmounted) loadPageSafety().catch(() => undefined);
    });
    void pause().then(() => {
      if (!unmounted) releaseStyles = retainRuntimeStyles(composition.stylesheets);
    });
  }
  const roots: Root[] = [];
  const commits = createCommitWatch();
  const renderInto = (element: Element, kind: NavRootKind) => {
    const hydrated = hydration?.hydrate(element, kind, composition);
    if (hydrated) {
      roots.push(hydrated);
      return;
    }
    placed.add(kind);
    const root = createRoot(element);
    const render = () => root.render(<SessionRoot session={session} env={env} kind={kind} composition={composition} onCommit={commits.committed} />);
    // A warm view commits the cached header before mount() returns: a page that calls mount() right
    // after the header target gets the header, styled, in its first paint. The footer, below the
    // fold, renders in a task of its own, so that the first frame's task holds the header only
    // (asked for explicitly: Preact's render is synchronous where React's is scheduled). A cold
    // view has nothing to show until its calls answer: mount()'s task only starts them, and each
    // root renders its waiting state in a task of its own.
    const warm = Boolean(session.getSnapshot());
    if (warm && kind !== 'footer') flushSync(render);
    else void pause().then(() => unmounted || render());
    roots.push(root);
  };
  const stopWaiting = placeTargets(config, env, renderInto);

  // The merchant or partner navigation script loads once fresh data has chosen it (after the quotes flag).
  const scripts = createScriptLoader(createDomScriptHost(document), {
    baseUrl: config.scriptBaseUrl || config.marketUrl,
    pageUrl: pageEnv.location.href,
    nonce: getScriptNonce(config),
    integrity: config.scriptIntegrity,
  });
  const startNavigation = ({ nav }: HeaderData) => {
    const file = navigationScript(nav.navigation);
    if (file) scripts.load(file).catch((error: unknown) => env.log.warn('Universal navigation: navigation script not loaded', error));
  };
  void session.ready().then((data) => {
    if (!unmounted) startNavigation(data);
  });
  // Resolves at the first of complete fresh data and the render deadline's render (a hanging call
  // never holds mount); the navigation script still waits for complete data (the quotes flag).
  // ...and is on the page: the roots render the session's data a moment later, in slices
  // (SessionRoot). A page whose targets are still to come (header-first placement) waits for no
  // root; nothing waits past the render deadline.
  const onPage = async () => {
    if (placed.size === 0) return;
    let cancelDeadline = () => {};
    const deadline = new Promise<void>((resolve) => {
      cancelDeadline = env.setTimer(resolve, RENDER_DEADLINE_MS);
    });
    await Promise.race([commits.until(session.getSnapshot), deadline]);
    cancelDeadline();
  };
  await session.rendered();
  await onPage();
  return {
    async update(partial) {
      if (unmounted) return;
      const data = await session.update(partial);
      if (unmounted) return;
      startNavigation(data);
      await onPage();
    },
    unmount() {
      if (unmounted) return;
      unmounted = true;
      stopWaiting();
      stopHearingChunks();
      releaseStyles();
      scripts.removeAll();
      calls.abort();
      session.dispose();
      for (const root of roots.splice(0)) root.unmount();
    },
  };
}

/** Passes the page's `universalnav:chunk-failed` events to `onEvent`, until the returned function is called. */
function hearChunkFailures(onEvent: NavConfig['onEvent']): () => void {
  if (typeof onEvent !== 'function') return () => undefined;
  const type = `${NAV_EVENT_PREFIX}chunk-failed`;
  const hear = (event: Event) => {
    const heard = navEventOf(type, (event as CustomEvent<unknown>).detail);
    if (heard) tellHost(onEvent, heard, console);
  };
  window.addEventListener(type, hear);
  return () => window.removeEventListener(type, hear);
}

const TARGETS = [
  ['header', 'Universal navigation: header target not found'],
  ['footer', 'Universal navigation: footer target not found'],
  ['search', 'Universal navigation: search target not found'],
] as const;

/** The header and footer go where the config says, if it says; the search root defaults to #adsearch. */
function targetOf(config: NavConfig, kind: NavRootKind): PlacedTarget | undefined {
  if (kind === 'search') return searchTargetOf(config);
  const target = config[kind];
  return target ? { target, reportMissing: true } : undefined;
}

/**
 * Renders each root the config names into its target. A target not yet parsed (the header-first
 * placement calls mount() before the footer is in the document) is looked for again once the
 * document is parsed; only then is a missing one reported. Returns how to stop waiting.
 */
function placeTargets(config: NavConfig, env: NavEnv, renderInto: (element: Element, kind: NavRootKind) => void): () => void {
  const waiting: NavRootKind[] = [];
  const place = (kind: NavRootKind, warning: string, last: boolean) => {
    const placed = targetOf(config, kind);
    if (!placed) return;
    const element = resolveTarget(document, placed.target);
    if (element) renderInto(element, kind);
    else if (!last) waiting.push(kind);
    else if (placed.reportMissing) env.log.warn(warning, placed.target.target);
  };
  const parsed = document.readyState !== 'loading';
  for (const [kind, warning] of TARGETS) place(kind, warning, parsed);
  if (waiting.length === 0) return () => {};
  const onParsed = () => {
    for (const [kind, warning] of TARGETS) if (waiting.includes(kind)) place(kind, warning, true);
  };
  document.addEventListener('DOMContentLoaded', onParsed, { once: true });
  return () => document.removeEventListener('DOMContentLoaded', onParsed);
}

/** startHydration from its chunk; a chunk that cannot load leaves the normal render, which redraws the server's markup. */
async function startHydrationLazily(env: NavEnv, config: NavConfig): Promise<Hydration | null> {
  try {
    const [{ startHydration }, makeSafe] = await Promise.all([import('./ssr/startHydration.tsx'), loadPageSafety()]);
    return startHydration(env, config, makeSafe);
  } catch (error) {
    env.log.warn('Universal navigation: hydration could not load; rendering anew', error);
    return null;
  }
}

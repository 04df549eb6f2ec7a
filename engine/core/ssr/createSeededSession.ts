import type { NavConfig } from '../config/navConfig.ts';
import type { NavEnv } from '../env.ts';
import { createNavSession, type NavSession } from '../load/createNavSession.ts';
import { invalidateHeaderCache } from '../load/invalidateHeaderCache.ts';
import type { HeaderData } from '../load/loadHeaderData.ts';
import { fetchTemplateSet } from '../templateSet/fetchTemplateSet.ts';
import { markUserLoggedOut } from '../user/markUserLoggedOut.ts';
import type { TemplateSet, TemplateSlot } from '../wire/marketTypes.ts';

/**
 * A session that starts from data it was given (the server's render) instead of loading it: no
 * bootstrap, template or translation call is made again for the first render. An update loads as
 * any session does (SPEC §4: a re-render drops the cache); until it has data, the seed stays.
 * `omitted`: the keys of the template set the data leaves out (a page's data carries the layouts
 * its roots show); a layout among them is asked for when the page comes to need it.
 */
export function createSeededSession(env: NavEnv, initialConfig: NavConfig, serverData: HeaderData, omitted: readonly TemplateSlot[] = []): NavSession {
  let seed = serverData;
  let config = initialConfig;
  let inner: NavSession | null = null;
  let disposed = false;
  let missing = new Set(omitted);
  let completing = false;
  const listeners = new Set<() => void>();
  const notify = () => {
    for (const listener of listeners) listener();
  };

  return {
    getSnapshot: () => inner?.getSnapshot() ?? seed,
    subscribe(listener) {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
    ready: () => inner?.ready() ?? Promise.resolve(seed),
    rendered: () => inner?.rendered() ?? Promise.resolve(seed),
    update(partial) {
      config = { ...config, ...partial };
      invalidateHeaderCache(env, { marketUrl: config.marketUrl });
      inner?.dispose();
      const next = createNavSession(env, config);
      inner = next;
      next.subscribe(() => {
        if (!disposed && inner === next) notify();
      });
      return next.ready();
    },
    config: () => config,
    markLoggedOut() {
      if (inner) return inner.markLoggedOut();
      // The server rendered the user; a failed My Apps call in the browser marks them logged out (SPEC §8).
      const nav = markUserLoggedOut(seed.nav);
      if (!missing.has(nav.template)) {
        seed = { ...seed, nav };
        notify();
        return;
      }
      // The layout a logged-out user sees is not in the page's data: the set is asked for as a load
      // asks for it, and the header changes once it is here, never through the default layout.
      if (completing) return;
      completing = true;
      const { marketUrl, partner, locale } = seed.nav.config;
      void fetchTemplateSet(env, { apiUrl: marketUrl, partner, mode: seed.nav.displayMode, locale }).then((fetched) => {
        if (disposed || inner) return;
        missing = new Set();
        seed = { nav: markUserLoggedOut(seed.nav), templateSet: withCarried(fetched, seed.templateSet) };
        notify();
      });
    },
    dispose() {
      disposed = true;
      inner?.dispose();
      listeners.clear();
    },
  };
}

/**
 * The set asked for, with the templates the page's data carried kept as they were (what is on
 * screen). A failed call gives an empty set (fetchTemplateSet): the missing layout is then the
 * default, as on any load whose template call fails.
 */
function withCarried(fetched: TemplateSet, carried: TemplateSet): TemplateSet {
  return { ...fetched, templates: { ...fetched.templates, ...carried.templates } };
}

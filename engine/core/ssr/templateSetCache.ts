import { createContentCache } from './createContentCache.ts';

/**
 * The bound of templateSetCache unless a host sets another (renderNav's `cacheBytes`): 64 MB. Two
 * hundred sets as heavy as the fixtures' heaviest (Globex: 52 kB of templates and 9 kB of partner
 * CSS), rendered for both user states, hold about 50 MB of heap (bench/server); an ordinary set
 * (Northwind: 2.5 kB) about 35 kB, so well over a thousand fit. Small beside a server's heap, and
 * bounded whatever the partners send.
 */
export const DEFAULT_TEMPLATE_SET_CACHE_BYTES = 64 * 1024 * 1024;

/**
 * Everything a render derives from a template set and nothing else (the compiled templates of a
 * server render and of its hydration, the scoped partner CSS), one cache for the process: a
 * server renders the same sets for page view after page view, and deriving them costs far more
 * than rendering (a template's sanitizing about 50 ms in jsdom, the partner CSS through postcss
 * about 4 ms, against a few ms for the render). Nothing of a user or a request goes in, only what
 * the texts and the policy decide.
 */
export const templateSetCache = createContentCache(DEFAULT_TEMPLATE_SET_CACHE_BYTES);

import { dropTrailingSlashes } from '../../engine/core/url/dropTrailingSlashes.ts';
import type { ResellerLines } from './scopeProductLines.ts';
import { scopeProductLines } from './scopeProductLines.ts';
import type { SearchScope } from './types.ts';

type SearchRoute =
  | { kind: 'hash'; hash: string }
  | { kind: 'assign'; url: string }
  /** The host page replaced the default handler; it receives the query. */
  | { kind: 'host'; handler: 'marketplace' | 'apps' };

export interface SubmitContext {
  scope: SearchScope;
  /** The page being left: its path and query string. */
  pathname: string;
  search: string;
  marketUrl: string;
  storefrontBuilder: boolean;
  /** Set in the reseller variant. */
  resellerLines: ResellerLines | null;
  hostHandles: { marketplace: boolean; apps: boolean };
}

const listHash = (encoded: string) => `#!/list/page/1/search=${encoded}`;

/**
 * Where a submitted query goes (SPEC §2 "Search submission"). Scope all is the apps search;
 * the other scopes search the marketplace listing. Host overrides replace the defaults.
 */
export function submitRoute(query: string, context: SubmitContext): SearchRoute {
  const encoded = encodeURIComponent(query);
  const market = dropTrailingSlashes(context.marketUrl);
  if (context.scope === 'all') {
    if (context.hostHandles.apps) return { kind: 'host', handler: 'apps' };
    return { kind: 'assign', url: `${market}/appwise/search/${encoded}` };
  }
  if (context.hostHandles.marketplace) return { kind: 'host', handler: 'marketplace' };
  if (context.resellerLines) {
    const lines = scopeProductLines(context.scope, context.resellerLines).map((line) => `&pl=${line}`);
    return { kind: 'assign', url: `${market}/en-US/listing?q=${encoded}${lines.join('')}` };
  }
  if (context.pathname.startsWith('/listing') || context.pathname.startsWith('/productLines')) {
    return { kind: 'hash', hash: listHash(encoded) };
  }
  if (context.storefrontBuilder) {
    // Other listing filters (a category, for example) survive; paging and product line do not.
    const kept = context.search
      .replace(/^\?/, '')
      .split('&')
      .filter((pair) => pair !== '' && !['page', 'pl', 'q'].includes(pair.split('=')[0] ?? ''));
    return { kind: 'assign', url: `${market}/listing?${[...kept, `q=${encoded}`].join('&')}` };
  }
  return { kind: 'assign', url: `${market}/listing?q=${encoded}${listHash(encoded)}` };
}

/** Search constants of SPEC §9. */
import type { PerEnvironment } from './types.ts';

export const MAX_QUERY_LENGTH = 200;
export const MARKETPLACE_PAGE_SIZE = 5;
export const USER_SEARCH_PAGE_SIZE = 5;
export const USER_SEARCH_MAX_DOCS = 10;
export const SERVICES_PAGE_SIZE = 1000;
export const MAX_SUGGESTIONS = 5;
export const SUGGESTION_SOURCE_LIMIT = 5;
export const MAX_LEADING_RECENTS = 2;
export const MAX_RECENT_QUERIES = 100;
export const MAX_AUTOCOMPLETE_WORDS = 7;
/** Result icons are 18px (SPEC §9); searchPanel.css draws them at --unav-search-icon, the same size. */
export const RESULT_ICON_SIZE = 18;
/** Every icon of the widget is drawn on a 32 by 32 viewBox (SPEC §9). */
export const ICON_VIEW_BOX = '0 0 32 32';
/** Long enough to skip intermediate keystrokes, short enough to feel live. */
export const SEARCH_DEBOUNCE_MS = 200;

const STORAGE_PREFIX = 'searchWidget';
export const RECENT_QUERIES_KEY = `${STORAGE_PREFIX}.RecentQueries`;

export const KNOWN_CAPABILITIES = ['appwise', 'appinsights'] as const;

export const RESELLER_PRODUCT_LINES: PerEnvironment<number[]> = {
  test: [996, 1001, 918, 1004, 1007, 1002, 999],
  production: [1140, 1144, 1141, 1147, 1150, 1152, 1153],
};
/** The two readings of SPEC §9 for the providers line; they differ only on the test value. */
const PROVIDERS_LINE_READINGS = {
  first: { test: 993, production: 1158 },
  second: { test: 1019, production: 1158 },
} as const satisfies Record<string, PerEnvironment<number>>;
/** The second reading keeps providers apart from advisors (993) on the test host. */
export const PROVIDERS_LINE: PerEnvironment<number> = PROVIDERS_LINE_READINGS.second;
export const ADVISORS_LINE: PerEnvironment<number> = { test: 993, production: 1156 };

/** The three built-in services added to the enabled ones (SPEC §3), with fixed labels. */
export const BUILT_IN_SERVICES: Readonly<Record<string, string>> = {
  messenger: 'Messenger',
  marketplace: 'Marketplace',
  directory: 'Directory',
};

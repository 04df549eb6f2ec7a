export { SearchWidget, type SearchWidgetProps } from './SearchWidget.tsx';
export type { CustomSearchQuery } from './defaultSearchValue.ts';
export type { Translate } from './useSearch.ts';
export type { SearchConfig, SearchNavigator, SearchScope, PerEnvironment } from './types.ts';

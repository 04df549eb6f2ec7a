export { SearchWidget, type SearchWidgetProps } from './SearchWidget.tsx';
export type { SearchConfig, SearchNavigator, SearchScope, PerEnvironment, Translate } from './types.ts';

/** The public ES module (DESIGN §4). */
export { mount, type NavHandle } from './react/mount.tsx';
export { UniversalHeader, UniversalFooter } from './react/UniversalHeader.tsx';
export { SearchWidget } from '../widgets/search/LazySearchWidget.tsx';
export type { SearchWidgetProps, SearchConfig, SearchScope } from '../widgets/search/index.ts';
export { registerPlaceholder, type PlaceholderComponent, type PlaceholderProps } from '../placeholders/registry.ts';
export { useNav, useNavEnv } from './react/NavProvider.tsx';
export type { NavConfig, NavContext, BootstrapContext, ChannelSettings, UserInfo, TemplateName } from './core/context/types.ts';

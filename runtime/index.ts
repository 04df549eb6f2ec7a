/**
 * The public ES module (DESIGN §4): the runtime bound to the default composition. Every type its
 * functions and components take or return is exported here by name; runtime/publicSurface.api.md
 * holds the whole surface, checked by runtime/publicSurface.test.ts.
 */
import type { NavConfig } from '../engine/core/config/navConfig.ts';
import { mountWith, type NavHandle } from '../engine/react/mount.tsx';
import { createUniversalRoots, type UniversalRootComponent } from '../engine/react/createUniversalRoots.tsx';
import { defaultComposition } from './composition/defaultComposition.ts';
import { previewComposition } from './composition/previewComposition.tsx';
import type { PreviewOptions } from '../engine/core/preview/previewOptions.ts';
import { previewWith, type PreviewHandle } from '../engine/react/preview/previewWith.tsx';
import { createTemplatePreview, type TemplatePreviewComponent } from '../engine/react/preview/createTemplatePreview.tsx';

/** Renders the header, footer and search box into the targets the config names. */
export function mount(config: NavConfig): Promise<NavHandle> {
  return mountWith(defaultComposition, config);
}

const roots = createUniversalRoots(defaultComposition);
/** The header as a React component: `<UniversalHeader config={...} />`. */
export const UniversalHeader: UniversalRootComponent = roots.UniversalHeader;
/** The footer as a React component: `<UniversalFooter config={...} />`. */
export const UniversalFooter: UniversalRootComponent = roots.UniversalFooter;

/** Renders an unsaved template set into a target with no request made; update() re-renders in place. */
export function preview(target: string | Element, options: PreviewOptions): PreviewHandle {
  return previewWith(previewComposition, target, options);
}

/** The template preview as a React component: `<TemplatePreview options={...} />`. */
export const TemplatePreview: TemplatePreviewComponent = createTemplatePreview(previewComposition);

export type { NavHandle, PreviewHandle, TemplatePreviewComponent, UniversalRootComponent };
export type { UniversalRootProps } from '../engine/react/createUniversalRoots.tsx';
export type { TemplatePreviewProps } from '../engine/react/preview/createTemplatePreview.tsx';
export type { PreviewOptions, PreviewTemplates, PreviewRoots } from '../engine/core/preview/previewOptions.ts';
export { SearchWidget } from './composition/LazySearchWidget.tsx';
export type { SearchWidgetProps, SearchConfig, SearchNavigator, SearchScope, Translate } from '../widgets/search/index.ts';
export { registerPlaceholder, type PlaceholderComponent, type PlaceholderProps } from '../engine/react/registry/registry.ts';
export { useNav, useNavEnv } from '../engine/react/context/NavContext.tsx';
export type { NavEnv, NavLogger, LocationLike, CookieJar, CookieOptions, StorageLike } from '../engine/core/env.ts';
export type { NavEvent, RenderKind } from '../engine/core/events/navEvents.ts';
export type {
  AddonStoreConfiguration,
  AppAssignment,
  BootstrapContext,
  ChannelSettings,
  DisplayMode,
  HeaderThemeSettings,
  Membership,
  TemplateName,
  TemplateSet,
  TemplateSlot,
  ThemeValue,
  UserInfo,
} from '../engine/core/wire/marketTypes.ts';
export type {
  CustomSearchQuery,
  NavConfig,
  NavSearchConfig,
  PerEnvironment,
  SearchOptions,
  SupportChatConfig,
  TargetConfig,
} from '../engine/core/config/navConfig.ts';
export type { FlagKey, Flags, NavContext, NavigationKind, NavTheme, NavUser, UserState } from '../engine/core/context/navContext.ts';

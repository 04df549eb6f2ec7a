/** The public ES module (DESIGN §4): the runtime bound to the default composition. */
import type { NavConfig } from '../engine/core/config/navConfig.ts';
import { mountWith, type NavHandle } from '../engine/react/mount.tsx';
import { createUniversalRoots } from '../engine/react/createUniversalRoots.tsx';
import { defaultComposition } from './composition/defaultComposition.ts';
import { previewComposition } from './composition/previewComposition.tsx';
import type { PreviewOptions } from '../engine/core/preview/previewOptions.ts';
import { previewWith, type PreviewHandle } from '../engine/react/preview/previewWith.tsx';
import { createTemplatePreview, type TemplatePreviewComponent } from '../engine/react/preview/createTemplatePreview.tsx';

/** Renders the header, footer and search box into the targets the config names. */
export function mount(config: NavConfig): Promise<NavHandle> {
  return mountWith(defaultComposition, config);
}

/** The header and footer as React components. */
export const { UniversalHeader, UniversalFooter } = createUniversalRoots(defaultComposition);

/** Renders an unsaved template set into a target with no request made; update() re-renders in place. */
export function preview(target: string | Element, options: PreviewOptions): PreviewHandle {
  return previewWith(previewComposition, target, options);
}

/** The template preview as a React component: `<TemplatePreview options={...} />`. */
export const TemplatePreview: TemplatePreviewComponent = createTemplatePreview(previewComposition);

export type { NavHandle, PreviewHandle, TemplatePreviewComponent };
export type { PreviewOptions, PreviewTemplates, PreviewRoots } from '../engine/core/preview/previewOptions.ts';
export { SearchWidget } from '../widgets/search/LazySearchWidget.tsx';
export type { SearchWidgetProps, SearchConfig, SearchScope } from '../widgets/search/index.ts';
export { registerPlaceholder, type PlaceholderComponent, type PlaceholderProps } from '../engine/react/registry/registry.ts';
export { useNav, useNavEnv } from '../engine/react/context/NavContext.tsx';
export type { BootstrapContext, ChannelSettings, UserInfo, TemplateName } from '../engine/core/wire/marketTypes.ts';
export type { NavConfig } from '../engine/core/config/navConfig.ts';
export type { NavContext } from '../engine/core/context/navContext.ts';

import type { NavComposition } from '../../engine/react/roots/composition.ts';
import type { PlaceholderComponent } from '../../engine/react/registry/registry.ts';
import { useNav } from '../../engine/react/context/NavContext.tsx';
import { defaultComposition } from './defaultComposition.ts';
import { LazyPreviewShortcuts } from './lazyWidgets.ts';

/** The notification icons and shortcuts without live counters (headerWidgets.tsx, PreviewShortcuts). */
const PreviewNotifications: PlaceholderComponent = () => (useNav().navigation === 'standard' ? <LazyPreviewShortcuts /> : null);

/** The product as shipped, for a template preview: every widget, none holding a connection open. */
export const previewComposition: NavComposition = {
  ...defaultComposition,
  placeholders: { ...defaultComposition.placeholders, notifications: PreviewNotifications },
};

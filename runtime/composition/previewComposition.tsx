import type { NavComposition } from '../../engine/react/roots/composition.ts';
import type { PlaceholderComponent } from '../../engine/react/registry/registry.ts';
import { useNav } from '../../engine/react/context/NavContext.tsx';
import { defaultComposition } from './defaultComposition.ts';
import { Shortcuts } from './Shortcuts.tsx';

/**
 * The notification icons and shortcuts without live counters: no signals socket and no place in the
 * election of the browser's tabs (a preview must not take the socket from a real header); the
 * support-chat token call fails inside the preview's environment, so no script loads.
 */
const PreviewNotifications: PlaceholderComponent = () => (useNav().navigation === 'standard' ? <Shortcuts WebSocket={null} /> : null);

/** The product as shipped, for a template preview: every widget, none holding a connection open. */
export const previewComposition: NavComposition = {
  ...defaultComposition,
  placeholders: { ...defaultComposition.placeholders, notifications: PreviewNotifications },
};

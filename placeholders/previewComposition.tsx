import type { NavComposition } from '../engine/react/composition.ts';
import type { PlaceholderComponent } from '../engine/react/registry/registry.ts';
import { useNav } from '../engine/react/context/NavContext.tsx';
import { Notifications } from '../widgets/notifications/Notifications.tsx';
import { defaultComposition } from './defaultComposition.ts';

/**
 * The notification icons without their live counters: no signals socket, no support chat, and no
 * place in the election of the browser's tabs (a preview must not take the socket from a real header).
 */
const PreviewNotifications: PlaceholderComponent = () => (useNav().navigation === 'standard' ? <Notifications WebSocket={null} /> : null);

/** The product as shipped, for a template preview: every widget, none holding a connection open. */
export const previewComposition: NavComposition = {
  ...defaultComposition,
  placeholders: { ...defaultComposition.placeholders, notifications: PreviewNotifications },
};

import type { MarkupSlot } from '../../engine/react/roots/composition.ts';
import headerIn from './headerIn.html?raw';
import headerOut from './headerOut.html?raw';
import headerSso from './headerSso.html?raw';
import headerCheckout from './headerCheckout.html?raw';
import footer from './footer.html?raw';

/** The default template set: the fallback for every slot a partner leaves out or that fails. */
export const defaultTemplates: Readonly<Record<MarkupSlot, string>> = {
  headerIn,
  headerOut,
  headerSso,
  headerCheckout,
  footer,
};

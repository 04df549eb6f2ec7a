/**
 * What `data-state` says, and all it says (Radix's words): whether a menu, dropdown or panel is
 * open. Any other state of a widget has an attribute of its own (README "State attributes").
 */
export type OpenState = 'open' | 'closed';

export function openState(isOpen: boolean): OpenState {
  return isOpen ? 'open' : 'closed';
}

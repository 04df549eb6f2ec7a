/**
 * Preview toolbar (SPEC §4): fullscreen (the default, 63px of page padding) or minimized to a
 * show button, its mode in `data-mode`; the product toolbar also loads the product's name and
 * last-modified time.
 */
export type ToolbarMode = 'fullscreen' | 'minimized';
type ProductDataStatus = 'idle' | 'loading' | 'loaded';

export interface ProductPreviewData {
  name?: string;
  /** Milliseconds since the epoch. */
  lastModified?: number;
}

export interface PreviewToolbarState {
  mode: ToolbarMode;
  productStatus: ProductDataStatus;
  product: ProductPreviewData;
}

type PreviewToolbarAction =
  | { type: 'HideClicked' }
  | { type: 'ShowClicked' }
  | { type: 'ProductRequested' }
  | { type: 'ProductLoaded'; product: ProductPreviewData };

/** The toolbarMode cookie value; anything but 'minimized' is the fullscreen default. */
export function getToolbarMode(raw: string | undefined): ToolbarMode {
  return raw === 'minimized' ? 'minimized' : 'fullscreen';
}

export function createPreviewToolbarState(mode: ToolbarMode): PreviewToolbarState {
  return { mode, productStatus: 'idle', product: {} };
}

// Events name what happened, in the past tense (TriggerClicked), never a command.
export function previewToolbarReducer(state: PreviewToolbarState, action: PreviewToolbarAction): PreviewToolbarState {
  switch (action.type) {
    case 'HideClicked':
      return state.mode === 'minimized' ? state : { ...state, mode: 'minimized' };
    case 'ShowClicked':
      return state.mode === 'fullscreen' ? state : { ...state, mode: 'fullscreen' };
    case 'ProductRequested':
      return { ...state, productStatus: 'loading' };
    case 'ProductLoaded':
      return { ...state, productStatus: 'loaded', product: action.product };
  }
}

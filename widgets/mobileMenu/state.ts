export type MobileMenuPanel = 'default' | 'categories' | 'account';

export interface Category {
  id: string;
  name: string;
}

export interface ProductLine {
  id: string;
  name: string;
  showOnNavigation: boolean;
}

export interface MobileMenuState {
  open: boolean;
  panel: MobileMenuPanel;
  /** Where the last Back came from, so focus can return to the button that led there. */
  returnedFrom: MobileMenuPanel | null;
  data: 'idle' | 'loading' | 'loaded';
  categories: Category[];
  productLines: ProductLine[];
}

type MobileMenuAction =
  | { type: 'HamburgerClicked' }
  /** Escape, the close button, a press on the backdrop, or the browser's own close request (Android's Back). */
  | { type: 'MenuDismissed' }
  /** A link of the menu was followed in this tab (followsInThisTab). */
  | { type: 'LinkFollowed' }
  /** The hamburger is no longer shown (the screen grew to the desktop layout): nothing could reopen or show the menu. */
  | { type: 'HamburgerHidden' }
  | { type: 'PanelButtonClicked'; panel: Exclude<MobileMenuPanel, 'default'> }
  | { type: 'BackClicked' }
  | { type: 'DataRequested' }
  | { type: 'DataLoaded'; categories: Category[]; productLines: ProductLine[] };

/** Closing starts the next opening from the default panel; closing a closed menu changes nothing. */
function closed(state: MobileMenuState): MobileMenuState {
  return state.open ? { ...state, open: false, panel: 'default', returnedFrom: null } : state;
}

export const initialMobileMenuState: MobileMenuState = {
  open: false,
  panel: 'default',
  returnedFrom: null,
  data: 'idle',
  categories: [],
  productLines: [],
};

// Events name what happened, in the past tense (TriggerClicked), never a command.
export function mobileMenuReducer(state: MobileMenuState, action: MobileMenuAction): MobileMenuState {
  switch (action.type) {
    case 'HamburgerClicked':
      return state.open ? closed(state) : { ...state, open: true };
    case 'MenuDismissed':
    case 'LinkFollowed':
    case 'HamburgerHidden':
      return closed(state);
    case 'PanelButtonClicked':
      return { ...state, panel: action.panel, returnedFrom: null };
    case 'BackClicked':
      return state.panel === 'default' ? state : { ...state, panel: 'default', returnedFrom: state.panel };
    case 'DataRequested':
      return state.data === 'idle' ? { ...state, data: 'loading' } : state;
    case 'DataLoaded':
      return { ...state, data: 'loaded', categories: action.categories, productLines: action.productLines };
  }
}

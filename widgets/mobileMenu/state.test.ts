import { initialMobileMenuState, mobileMenuReducer, type MobileMenuState } from './state.ts';

const open: MobileMenuState = { ...initialMobileMenuState, open: true };

describe('mobile menu state', () => {
  it('the hamburger opens and closes it; closing returns to the default panel', () => {
    const opened = mobileMenuReducer(initialMobileMenuState, { type: 'HamburgerClicked' });
    expect(opened.open).toBe(true);
    const onAccount = mobileMenuReducer(opened, { type: 'PanelButtonClicked', panel: 'account' });
    const closed = mobileMenuReducer(onAccount, { type: 'HamburgerClicked' });
    expect(closed).toMatchObject({ open: false, panel: 'default' });
    expect(mobileMenuReducer(onAccount, { type: 'MenuDismissed' })).toMatchObject({ open: false, panel: 'default' });
  });

  it('a followed link, a dismissal or the hamburger going out of view closes it, back to the default panel', () => {
    const browsing = mobileMenuReducer(open, { type: 'PanelButtonClicked', panel: 'categories' });
    for (const type of ['LinkFollowed', 'MenuDismissed', 'HamburgerHidden'] as const) {
      expect(mobileMenuReducer(browsing, { type }), type).toMatchObject({ open: false, panel: 'default', returnedFrom: null });
    }
  });

  it('closing a closed menu changes nothing (the dialog\'s own close event after ours)', () => {
    expect(mobileMenuReducer(initialMobileMenuState, { type: 'MenuDismissed' })).toBe(initialMobileMenuState);
  });

  it('back returns to the default panel and remembers where it came from', () => {
    const browsing = mobileMenuReducer(open, { type: 'PanelButtonClicked', panel: 'categories' });
    expect(browsing.panel).toBe('categories');
    expect(mobileMenuReducer(browsing, { type: 'BackClicked' })).toMatchObject({ panel: 'default', returnedFrom: 'categories' });
  });

  it('data is requested once', () => {
    const loading = mobileMenuReducer(open, { type: 'DataRequested' });
    expect(loading.data).toBe('loading');
    const loaded = mobileMenuReducer(loading, { type: 'DataLoaded', categories: [], productLines: [] });
    expect(mobileMenuReducer(loaded, { type: 'DataRequested' })).toBe(loaded);
  });
});

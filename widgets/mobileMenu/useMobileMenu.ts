import { useEffect, useId, useReducer, useRef, type KeyboardEvent } from 'react';
import { useNav, useNavEnv } from '../../engine/react/context/NavContext.tsx';
import { openState } from '../../ui/openState.ts';
import { useLazyModule } from '../../ui/lazy/useLazyModule.ts';
import { mobileMenuPanels } from './mobileMenuPanels.ts';
import { fetchCategories, fetchProductLines } from './api.ts';
import { initialMobileMenuState, mobileMenuReducer, type MobileMenuPanel } from './state.ts';

const FOCUSABLE = 'a[href], button:not([disabled])';

/**
 * The mobile menu's state and behaviour (a disclosure): the hamburger toggles the panel; the
 * navigator and product-line calls run on the first opening only; focus moves into the panel on
 * opening and on each panel change (back to the button that led to a sub-panel on Back);
 * Escape or the close button closes it and returns focus to the hamburger.
 */
export function useMobileMenu() {
  const nav = useNav();
  const env = useNavEnv();
  const [state, dispatch] = useReducer(mobileMenuReducer, initialMobileMenuState);
  const baseId = useId();
  const panelId = `${baseId}-panel`;
  const hamburgerRef = useRef<HTMLButtonElement>(null);
  const panelRef = useRef<HTMLElement>(null);
  const load = useRef<AbortController | null>(null);
  const apiUrl = nav.config.marketUrl;
  const panels = useLazyModule(mobileMenuPanels, state.open);

  useEffect(
    () => () => {
      load.current?.abort();
      load.current = null;
    },
    [],
  );

  useEffect(() => {
    if (!state.open || load.current) return;
    const controller = new AbortController();
    load.current = controller;
    dispatch({ type: 'DataRequested' });
    void Promise.all([
      fetchCategories(env, apiUrl, controller.signal),
      fetchProductLines(env, apiUrl, controller.signal),
    ]).then(([categories, productLines]) => {
      if (!controller.signal.aborted) dispatch({ type: 'DataLoaded', categories, productLines });
    });
  }, [state.open, env, apiUrl]);

  useEffect(() => {
    const panel = panelRef.current;
    if (!state.open || !panel) return;
    const back = state.returnedFrom ? panel.querySelector<HTMLElement>(`[data-opens="${state.returnedFrom}"]`) : null;
    // The panel's first entry, not its close button, so the menu reads from the top.
    const content = panel.querySelector('[data-panel-content]') ?? panel;
    (back ?? content.querySelector<HTMLElement>(FOCUSABLE))?.focus();
    // Again once the panels' chunk is there (or could not load): the first frame of an opening may have had none.
  }, [state.open, state.panel, state.returnedFrom, panels.status]);

  const close = () => {
    dispatch({ type: 'MenuDismissed' });
    hamburgerRef.current?.focus();
  };

  const hamburgerProps = {
    ref: hamburgerRef,
    type: 'button' as const,
    'aria-expanded': state.open,
    'aria-controls': panelId,
    'aria-label': nav.t('unav.mobileMenu.open'),
    'data-state': openState(state.open),
    onClick: () => dispatch({ type: 'HamburgerClicked' }),
    onPointerEnter: panels.load,
    onFocus: panels.load,
  };

  const panelProps = {
    id: panelId,
    ref: panelRef,
    'aria-label': nav.t('unav.mobileMenu.label'),
    'data-state': openState(state.open),
    'data-panel': state.panel,
    'aria-busy': state.data === 'loading',
    hidden: !state.open,
  };

  const onRootKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape' && state.open) {
      event.preventDefault();
      close();
    }
  };

  const showPanel = (panel: Exclude<MobileMenuPanel, 'default'>) => dispatch({ type: 'PanelButtonClicked', panel });
  const back = () => dispatch({ type: 'BackClicked' });

  return { nav, state, panels, hamburgerProps, panelProps, onRootKeyDown, showPanel, back, close };
}

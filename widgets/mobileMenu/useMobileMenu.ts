import { useEffect, useId, useReducer, useRef, type KeyboardEvent, type MouseEvent } from 'react';
import { useNav, useNavEnv } from '../../engine/react/context/NavContext.tsx';
import { openState } from '../../ui/openState.ts';
import { useBrowserLayoutEffect } from '../../ui/useBrowserLayoutEffect.ts';
import type { WidgetHandover } from '../../ui/widgetHandover.ts';
import { fetchCategories, fetchProductLines } from './api.ts';
import { followsInThisTab } from './followsInThisTab.ts';
import { getWrappedFocusIndex } from './getWrappedFocusIndex.ts';
import { lockDocumentScroll } from './lockDocumentScroll.ts';
import { initialMobileMenuState, mobileMenuReducer, type MobileMenuPanel } from './state.ts';

const FOCUSABLE = 'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

/**
 * The open dialog in the top layer, above everything of the page whatever its stacking contexts,
 * with the rest of the page inert. A browser without showModal gets it open in place: the z-index,
 * the scroll lock and the Tab wrap still hold.
 */
function showDialog(dialog: HTMLDialogElement): void {
  if (typeof dialog.showModal !== 'function') dialog.setAttribute('open', '');
  else if (!dialog.open) dialog.showModal();
}

function hideDialog(dialog: HTMLDialogElement): void {
  if (typeof dialog.close === 'function') dialog.close();
  else dialog.removeAttribute('open');
}

/**
 * The mobile menu's state and behaviour, a modal dialog (WAI-ARIA APG): the hamburger opens it; the
 * navigator and product-line calls run on the first opening only; while it is open the page under
 * it is inert and does not scroll, and Tab and Shift+Tab wrap inside it; focus moves into it on
 * opening and on each panel change (back to the button that led to a sub-panel on Back); Escape,
 * the close button, the backdrop or a followed link close it and focus returns to the hamburger.
 */
export function useMobileMenu(handover?: WidgetHandover) {
  const nav = useNav();
  const env = useNavEnv();
  // Opened on its stand-in before its code was there (ui/lazy/lazyWidget.tsx): open from the first render.
  const [state, dispatch] = useReducer(mobileMenuReducer, handover?.opened, (opened) =>
    opened ? mobileMenuReducer(initialMobileMenuState, { type: 'HamburgerClicked' }) : initialMobileMenuState);
  const baseId = useId();
  const dialogId = `${baseId}-dialog`;
  const titleId = `${baseId}-title`;
  const hamburgerRef = useRef<HTMLButtonElement>(null);
  const dialogRef = useRef<HTMLDialogElement>(null);
  const panelRef = useRef<HTMLElement>(null);
  const load = useRef<AbortController | null>(null);
  const wasOpen = useRef(false);
  const apiUrl = nav.config.marketUrl;

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

  // The modal, for as long as the menu is open, set up before the first paint of an opening (no frame
  // with the menu open and the page still scrollable); its cleanup (on closing, and on unmount while open)
  // never leaves the page locked or inert.
  useBrowserLayoutEffect(() => {
    const dialog = dialogRef.current;
    const hamburger = hamburgerRef.current;
    const win = dialog?.ownerDocument.defaultView;
    if (!state.open || !dialog || !win) return;
    showDialog(dialog);
    const releaseScroll = lockDocumentScroll(dialog.ownerDocument);
    // Escape and Android's Back ask the dialog to close: the state decides, so focus returns as on any closing.
    const onCancel = (event: Event) => {
      event.preventDefault();
      dispatch({ type: 'MenuDismissed' });
    };
    // A close the browser made without asking (a repeated close request): the state follows.
    const onClose = () => dispatch({ type: 'MenuDismissed' });
    const onResize = () => {
      if (hamburger && hamburger.getClientRects().length === 0) dispatch({ type: 'HamburgerHidden' });
    };
    dialog.addEventListener('cancel', onCancel);
    dialog.addEventListener('close', onClose);
    win.addEventListener('resize', onResize);
    return () => {
      dialog.removeEventListener('cancel', onCancel);
      dialog.removeEventListener('close', onClose);
      win.removeEventListener('resize', onResize);
      hideDialog(dialog);
      releaseScroll();
    };
  }, [state.open]);

  useBrowserLayoutEffect(() => {
    if (!state.open) {
      // Back to the hamburger once the dialog has closed (until then it is inert). Not in the cleanup
      // above: React gives focus back to where it was before a commit once the commit's DOM changes are done.
      if (wasOpen.current) hamburgerRef.current?.focus();
      wasOpen.current = false;
      return;
    }
    wasOpen.current = true;
    const panel = panelRef.current;
    if (!panel) return;
    const back = state.returnedFrom ? panel.querySelector<HTMLElement>(`[data-opens="${state.returnedFrom}"]`) : null;
    // The panel's first entry, not its close button, so the menu reads from the top.
    const content = panel.querySelector('[data-panel-content]') ?? panel;
    (back ?? content.querySelector<HTMLElement>(FOCUSABLE))?.focus();
  }, [state.open, state.panel, state.returnedFrom]);

  // The stand-in's focus, once, at mount, when the menu did not open (an opening moves it into the menu).
  useBrowserLayoutEffect(() => {
    if (handover?.focused && !handover.opened) hamburgerRef.current?.focus();
    // Only the state at mount is handed over.
  }, []);

  const close = () => dispatch({ type: 'MenuDismissed' });

  const hamburgerProps = {
    ref: hamburgerRef,
    type: 'button' as const,
    'aria-expanded': state.open,
    'aria-haspopup': 'dialog' as const,
    'aria-controls': dialogId,
    'aria-label': nav.t('unav.mobileMenu.open'),
    'data-state': openState(state.open),
    onClick: () => dispatch({ type: 'HamburgerClicked' }),
  };

  const onDialogKeyDown = (event: KeyboardEvent<HTMLDialogElement>) => {
    if (event.key === 'Escape') {
      event.preventDefault();
      close();
      return;
    }
    if (event.key !== 'Tab' || event.altKey || event.ctrlKey || event.metaKey) return;
    const controls = [...event.currentTarget.querySelectorAll<HTMLElement>(FOCUSABLE)];
    const active = event.currentTarget.ownerDocument.activeElement;
    const next = getWrappedFocusIndex(controls.length, controls.findIndex((control) => control === active), event.shiftKey);
    if (next === null) return;
    event.preventDefault();
    controls[next]?.focus();
  };

  const onDialogClick = (event: MouseEvent<HTMLDialogElement>) => {
    // The sheet's content fills the dialog's box: a click on the dialog itself is on its backdrop.
    if (event.target === event.currentTarget) {
      close();
      return;
    }
    const link = event.target instanceof Element ? event.target.closest('a[href]') : null;
    if (link && followsInThisTab(event, link.getAttribute('target'))) dispatch({ type: 'LinkFollowed' });
  };

  const dialogProps = {
    id: dialogId,
    ref: dialogRef,
    // Explicit for browsers that do not know <dialog>.
    role: 'dialog' as const,
    'aria-modal': true,
    'aria-labelledby': titleId,
    onKeyDown: onDialogKeyDown,
    onClick: onDialogClick,
  };

  const panelProps = {
    ref: panelRef,
    'aria-label': nav.t('unav.mobileMenu.label'),
    'data-state': openState(state.open),
    'data-panel': state.panel,
    'aria-busy': state.data === 'loading',
    hidden: !state.open,
  };

  const showPanel = (panel: Exclude<MobileMenuPanel, 'default'>) => dispatch({ type: 'PanelButtonClicked', panel });
  const back = () => dispatch({ type: 'BackClicked' });

  return { nav, state, titleId, hamburgerProps, dialogProps, panelProps, showPanel, back, close };
}

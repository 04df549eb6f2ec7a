import { useCallback, useEffect, useReducer, useRef, type KeyboardEvent, type MouseEvent, type PointerEvent } from 'react';
import { useNav, useNavEnv } from '../../engine/react/context/NavContext.tsx';
import { useLastingEffect } from '../../ui/useLastingEffect.ts';
import type { WidgetHandover } from '../../ui/widgetHandover.ts';
import { useMenuButton } from '../../ui/useMenuButton.ts';
import { fetchAssignments } from './api.ts';
import { MYAPPS_DROPDOWN_ID } from './MyAppsTrigger.tsx';
import { initialMyAppsState, myAppsReducer } from './state.ts';

/** How long the pointer may be away before a hover-opened dropdown closes. */
export const HOVER_CLOSE_DELAY_MS = 300;

interface UseMyAppsOptions {
  /** Called once when the assignments call fails: the header treats the user as logged out. */
  onLoggedOut?: () => void;
  /** What the launcher's stand-in saw (ui/lazy/lazyWidget.tsx). */
  handover?: WidgetHandover | undefined;
}

/**
 * My Apps state, its call, and the header's WAI-ARIA menu button (useMenuButton) over the app
 * tiles and the "See all" link, arrows moving across the tiles too. SPEC §2 adds hover: a mouse
 * hover opens it; leaving closes it after a short delay unless a click pinned it open.
 */
export function useMyApps({ onLoggedOut, handover }: UseMyAppsOptions = {}) {
  const nav = useNav();
  const env = useNavEnv();
  const [state, dispatch] = useReducer(myAppsReducer, initialMyAppsState);
  // The tiles, then "See all".
  const menu = useMenuButton(MYAPPS_DROPDOWN_ID, state.apps.length + 1, { arrowsAcross: true, handover });
  const { dropdown } = menu;
  const hoverOpened = useRef(false);
  const closeTimer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const onLoggedOutRef = useRef(onLoggedOut);
  onLoggedOutRef.current = onLoggedOut;

  const { marketUrl, mock } = nav.config;
  const { id: userId, companyId } = nav.user;
  // Once per mount, in StrictMode's development check too.
  useLastingEffect(() => {
    const controller = new AbortController();
    dispatch({ type: 'AssignmentsRequested' });
    void fetchAssignments(env, { config: { marketUrl, mock }, user: { id: userId, companyId } }, controller.signal).then(
      (result) => {
        if (controller.signal.aborted) return;
        if (result.ok) return dispatch({ type: 'AssignmentsLoaded', apps: result.apps });
        dispatch({ type: 'AssignmentsFailed' });
        onLoggedOutRef.current?.();
      },
    );
    return () => controller.abort();
  }, [env, marketUrl, mock, userId, companyId]);

  const cancelClose = useCallback(() => {
    if (closeTimer.current !== null) clearTimeout(closeTimer.current);
    closeTimer.current = null;
  }, []);
  useEffect(() => cancelClose, [cancelClose]);

  // However it closed (Escape, Tab, a click elsewhere), a pending hover close has nothing left to do.
  useEffect(() => {
    if (dropdown.isOpen) return;
    hoverOpened.current = false;
    cancelClose();
  }, [dropdown.isOpen, cancelClose]);

  const rootProps = {
    ...menu.rootProps,
    onPointerEnter: (event: PointerEvent) => {
      if (event.pointerType !== 'mouse') return;
      cancelClose();
      if (!dropdown.isOpen) {
        hoverOpened.current = true;
        dropdown.open();
      }
    },
    onPointerLeave: (event: PointerEvent) => {
      if (event.pointerType !== 'mouse' || !hoverOpened.current) return;
      cancelClose();
      closeTimer.current = setTimeout(() => {
        closeTimer.current = null;
        dropdown.close();
      }, HOVER_CLOSE_DELAY_MS);
    },
  };

  const triggerProps = {
    ...menu.triggerProps,
    onClick: (event: MouseEvent<HTMLButtonElement>) => {
      cancelClose();
      // A click on a dropdown the hover opened keeps it open (pinned) rather than closing it. The
      // ref, not isOpen: a quick move-and-click arrives before the hover's render.
      if (hoverOpened.current) hoverOpened.current = false;
      else menu.triggerProps.onClick(event);
    },
    onKeyDown: (event: KeyboardEvent<HTMLButtonElement>) => {
      // Keyboard use takes over a hover-opened dropdown: no close when the pointer is away.
      cancelClose();
      hoverOpened.current = false;
      menu.triggerProps.onKeyDown(event);
    },
  };

  return { nav, state, isOpen: dropdown.isOpen, rootProps, triggerProps, menuProps: menu.menuProps, getItemProps: menu.getItemProps };
}

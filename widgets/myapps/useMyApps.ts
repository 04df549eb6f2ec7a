import { useCallback, useEffect, useId, useReducer, useRef, type KeyboardEvent, type PointerEvent } from 'react';
import { useNav, useNavEnv } from '../../engine/react/NavProvider.tsx';
import { useDropdown } from '../menus/DropdownGroup.tsx';
import { fetchAssignments } from './api.ts';
import { initialMyAppsState, myAppsReducer } from './state.ts';

/** How long the pointer may be away before a hover-opened dropdown closes. */
export const HOVER_CLOSE_DELAY_MS = 300;
export const MYAPPS_DROPDOWN_ID = 'myapps';

export interface UseMyAppsOptions {
  /** Called once when the assignments call fails: the header treats the user as logged out. */
  onLoggedOut?: () => void;
}

type FocusTarget = 'first' | 'last' | null;

/**
 * My Apps state, its call, and a WAI-ARIA menu button: click toggles (closing the header's other
 * dropdowns), Enter/Space/ArrowDown open on the first item and ArrowUp on the last, arrows move,
 * Escape closes and returns focus to the trigger, Tab closes. A mouse hover opens it; leaving
 * closes it after a short delay unless it was pinned open by a click.
 */
export function useMyApps({ onLoggedOut }: UseMyAppsOptions = {}) {
  const nav = useNav();
  const env = useNavEnv();
  const dropdown = useDropdown(MYAPPS_DROPDOWN_ID);
  const [state, dispatch] = useReducer(myAppsReducer, initialMyAppsState);
  const baseId = useId();
  const triggerId = `${baseId}-trigger`;
  const menuId = `${baseId}-menu`;
  const triggerRef = useRef<HTMLButtonElement>(null);
  const menuRef = useRef<HTMLDivElement>(null);
  const focusOnOpen = useRef<FocusTarget>(null);
  const hoverOpened = useRef(false);
  const closeTimer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const onLoggedOutRef = useRef(onLoggedOut);
  onLoggedOutRef.current = onLoggedOut;

  const { apiUrl, mock } = nav.config;
  const { id: userId, companyId } = nav.user;
  useEffect(() => {
    const controller = new AbortController();
    dispatch({ type: 'AssignmentsRequested' });
    void fetchAssignments(env, { config: { apiUrl, mock }, user: { id: userId, companyId } }, controller.signal).then(
      (result) => {
        if (controller.signal.aborted) return;
        if (result.ok) return dispatch({ type: 'AssignmentsLoaded', apps: result.apps });
        dispatch({ type: 'AssignmentsFailed' });
        onLoggedOutRef.current?.();
      },
    );
    return () => controller.abort();
  }, [env, apiUrl, mock, userId, companyId]);

  const cancelClose = useCallback(() => {
    if (closeTimer.current !== null) clearTimeout(closeTimer.current);
    closeTimer.current = null;
  }, []);
  useEffect(() => cancelClose, [cancelClose]);

  const items = () => [...(menuRef.current?.querySelectorAll<HTMLElement>('[role="menuitem"]') ?? [])];

  useEffect(() => {
    if (!dropdown.isOpen) {
      hoverOpened.current = false;
      return;
    }
    const target = focusOnOpen.current;
    focusOnOpen.current = null;
    const list = items();
    if (target === 'first') list[0]?.focus();
    if (target === 'last') list.at(-1)?.focus();
  }, [dropdown.isOpen]);

  const openWithFocus = (target: FocusTarget) => {
    cancelClose();
    hoverOpened.current = false;
    focusOnOpen.current = target;
    if (dropdown.isOpen) {
      const list = items();
      (target === 'last' ? list.at(-1) : list[0])?.focus();
    } else {
      dropdown.open();
    }
  };

  const closeToTrigger = () => {
    cancelClose();
    dropdown.close();
    triggerRef.current?.focus();
  };

  const rootProps = {
    'data-dropdown': MYAPPS_DROPDOWN_ID,
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
    id: triggerId,
    ref: triggerRef,
    type: 'button' as const,
    'aria-haspopup': 'menu' as const,
    'aria-expanded': dropdown.isOpen,
    'aria-controls': menuId,
    'data-state': dropdown.dataState,
    onClick: () => {
      cancelClose();
      // A click on a dropdown the hover opened keeps it open (pinned) rather than closing it. The
      // ref, not isOpen: a quick move-and-click arrives before the hover's render.
      if (hoverOpened.current) hoverOpened.current = false;
      else dropdown.toggle();
    },
    onKeyDown: (event: KeyboardEvent) => {
      if (event.key === 'Enter' || event.key === ' ' || event.key === 'ArrowDown') {
        event.preventDefault();
        openWithFocus('first');
      } else if (event.key === 'ArrowUp') {
        event.preventDefault();
        openWithFocus('last');
      }
    },
  };

  const menuProps = {
    id: menuId,
    ref: menuRef,
    role: 'menu' as const,
    'aria-labelledby': triggerId,
    'data-state': dropdown.dataState,
    hidden: !dropdown.isOpen,
    onKeyDown: (event: KeyboardEvent) => {
      const list = items();
      const index = list.indexOf(document.activeElement as HTMLElement);
      const move = (to: number) => {
        event.preventDefault();
        list[(to + list.length) % list.length]?.focus();
      };
      if (event.key === 'ArrowDown' || event.key === 'ArrowRight') move(index + 1);
      else if (event.key === 'ArrowUp' || event.key === 'ArrowLeft') move(index - 1);
      else if (event.key === 'Home') move(0);
      else if (event.key === 'End') move(list.length - 1);
      else if (event.key === 'Escape') {
        event.preventDefault();
        closeToTrigger();
      } else if (event.key === 'Tab') {
        cancelClose();
        dropdown.close();
      }
    },
  };

  return { nav, state, isOpen: dropdown.isOpen, rootProps, triggerProps, menuProps };
}

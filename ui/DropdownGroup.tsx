import { createContext, useContext, useEffect, useReducer, useRef, type ReactNode } from 'react';
import { dropdownGroupReducer, initialDropdownGroupState } from './dropdownGroupState.ts';
import { openState, type OpenState } from './openState.ts';
import { useOutsidePress } from './useOutsidePress.ts';

interface GroupValue {
  openId: string | null;
  dispatch: React.Dispatch<Parameters<typeof dropdownGroupReducer>[1]>;
}

const GroupContext = createContext<GroupValue | null>(null);

/**
 * Whether focus moved away from the open dropdown: outside every `[data-dropdown]`, or into
 * another dropdown named by its `data-dropdown` value. An unnamed `[data-dropdown]` counts as
 * inside, so widgets that only mark their area keep working.
 */
export function focusLeftOpenDropdown(target: EventTarget | null, openId: string | null): boolean {
  if (openId === null) return false;
  const area = (target as Element | null)?.closest?.('[data-dropdown]');
  if (!area) return true;
  const name = area.getAttribute('data-dropdown');
  return name !== '' && name !== openId;
}

/**
 * Holds the one open dropdown of a nav root. Clicks outside any dropdown, Escape, and focus
 * moving out of the open dropdown close all; listeners live on the document only while
 * something is open, and go with unmount.
 */
export function DropdownGroup({ children }: { children: ReactNode }) {
  const [state, dispatch] = useReducer(dropdownGroupReducer, initialDropdownGroupState);
  const open = state.openId !== null;
  useOutsidePress({
    active: open,
    // A click lands inside when it is in any dropdown area; focus must stay in the open one
    // (tabbing out, SPEC §4).
    inside: (target, kind) =>
      kind === 'pointer' ? !!(target as Element | null)?.closest?.('[data-dropdown]') : !focusLeftOpenDropdown(target, state.openId),
    onOutsidePress: () => dispatch({ type: 'OutsidePressed' }),
  });
  useEffect(() => {
    if (!open) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') dispatch({ type: 'DocumentEscapePressed' });
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [open]);
  return <GroupContext.Provider value={{ openId: state.openId, dispatch }}>{children}</GroupContext.Provider>;
}

export interface DropdownHandle {
  isOpen: boolean;
  dataState: OpenState;
  toggle(): void;
  open(): void;
  close(): void;
  closeAll(): void;
}

/**
 * One dropdown's view of the group. Outside a DropdownGroup (a widget mounted on its own) the
 * dropdown keeps its own state, so every widget works standalone too.
 */
export function useDropdown(id: string): DropdownHandle {
  const group = useContext(GroupContext);
  const [local, localDispatch] = useReducer(dropdownGroupReducer, initialDropdownGroupState);
  const openId = group ? group.openId : local.openId;
  const dispatch = group ? group.dispatch : localDispatch;
  const dispatchRef = useRef(dispatch);
  dispatchRef.current = dispatch;
  const isOpen = openId === id;
  return {
    isOpen,
    dataState: openState(isOpen),
    toggle: () => dispatchRef.current({ type: 'TriggerClicked', id }),
    open: () => dispatchRef.current({ type: 'OpenRequested', id }),
    close: () => dispatchRef.current({ type: 'CloseRequested', id }),
    closeAll: () => dispatchRef.current({ type: 'CloseAllRequested' }),
  };
}

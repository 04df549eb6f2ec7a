import { useSyncExternalStore } from 'react';

const subscribe = () => () => {};

/**
 * False on a server and while React hydrates a server's markup, true in every other render: a
 * widget whose first render would read the browser (storage, the viewport) renders what the server
 * rendered until this turns true, so hydration finds the same tree. In a page without server
 * markup it is true from the first render.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}

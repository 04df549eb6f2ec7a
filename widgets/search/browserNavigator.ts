import type { SearchNavigator } from './types.ts';

/**
 * The real navigation of the widget; tests pass their own SearchNavigator instead. The window is
 * looked up when the widget navigates, not when it is made: a server render makes one too.
 */
export function browserNavigator(win?: Window): SearchNavigator {
  const view = () => win ?? window;
  return {
    assign: (url) => view().location.assign(url),
    setHash: (hash) => {
      view().location.hash = hash;
    },
    // noopener: the opened page gets no handle on this one (window.opener is null).
    open: (url) => void view().open(url, '_blank', 'noopener'),
  };
}

import type { SearchNavigator } from './types.ts';

/** The real navigation of the widget; tests pass their own SearchNavigator instead. */
export function browserNavigator(win: Window = window): SearchNavigator {
  return {
    assign: (url) => win.location.assign(url),
    setHash: (hash) => {
      win.location.hash = hash;
    },
    // noopener: the opened page gets no handle on this one (window.opener is null).
    open: (url) => void win.open(url, '_blank', 'noopener'),
  };
}

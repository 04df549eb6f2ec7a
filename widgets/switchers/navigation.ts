/**
 * How the switchers leave the page. The browser one is the default; tests and hosts that route
 * on their own pass another to the component (its `navigation` prop).
 */
export interface PageNavigation {
  assignLocation(url: string): void;
  reloadPage(): void;
}

export const browserNavigation: PageNavigation = {
  assignLocation: (url) => window.location.assign(url),
  reloadPage: () => window.location.reload(),
};

import { lazy, Suspense, type ReactNode } from 'react';
import type { SearchWidgetProps } from './SearchWidget.tsx';

// Its own chunk in the ES build: pages without a search box never load it.
const Widget = lazy(() => import('./SearchWidget.tsx').then((module) => ({ default: module.SearchWidget })));

/** The search widget, loaded on first render; `fallback` holds its place meanwhile. */
export function SearchWidget({ fallback = null, ...props }: SearchWidgetProps & { fallback?: ReactNode }) {
  return (
    <Suspense fallback={fallback}>
      <Widget {...props} />
    </Suspense>
  );
}

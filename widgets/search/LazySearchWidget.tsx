import { lazy, Suspense } from 'react';
import { importSearchWidget } from './importSearchWidget.ts';
import type { SearchWidgetProps } from './SearchWidget.tsx';

const Widget = lazy(() => importSearchWidget().then((module) => ({ default: module.SearchWidget })));

/** The search widget, loaded on first render; `fallback` holds its place meanwhile. */
export function SearchWidget({ fallback = null, ...props }: SearchWidgetProps) {
  return (
    <Suspense fallback={fallback}>
      <Widget {...props} />
    </Suspense>
  );
}

import { lazy, Suspense, useSyncExternalStore } from 'react';
import { FallbackOnError } from '../../ui/lazy/FallbackOnError.tsx';
import { firstPaint } from '../../ui/lazy/firstPaint.ts';
import { importSearchWidget } from './importSearchWidget.ts';
import type { SearchWidgetProps } from '../../widgets/search/SearchWidget.tsx';

const Widget = lazy(() => importSearchWidget().then((module) => ({ default: module.SearchWidget })));

/**
 * The search widget, loaded once the page has painted its first frame (a server's render and its
 * hydration load it at once); `fallback` holds its place meanwhile.
 */
export function SearchWidget({ fallback = null, ...props }: SearchWidgetProps) {
  const painted = useSyncExternalStore(firstPaint.subscribe, firstPaint.hasPainted, () => true);
  if (!painted) return <>{fallback}</>;
  return (
    <FallbackOnError fallback={fallback}>
      <Suspense fallback={fallback}>
        <Widget {...props} />
      </Suspense>
    </FallbackOnError>
  );
}

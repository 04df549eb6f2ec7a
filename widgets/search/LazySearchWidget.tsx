import { Component, lazy, Suspense, useSyncExternalStore, type ReactNode } from 'react';
import { firstPaint } from '../../ui/lazy/firstPaint.ts';
import { importSearchWidget } from './importSearchWidget.ts';
import type { SearchWidgetProps } from './SearchWidget.tsx';

const Widget = lazy(() => importSearchWidget().then((module) => ({ default: module.SearchWidget })));

/** The widget's code could not load (tried twice): its stand-in stays, and the rest of the page. */
class FallbackOnError extends Component<{ fallback: ReactNode; children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override render() {
    return this.state.failed ? this.props.fallback : this.props.children;
  }
}

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

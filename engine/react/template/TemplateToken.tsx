import { isValueToken } from '../../core/template/tokenNames.ts';
import { isUserBoundToken } from '../../core/user/userBoundTokens.ts';
import { PlaceholderBoundary } from './PlaceholderBoundary.tsx';
import { useTemplateRuntime } from './TemplateContext.tsx';

const warnPlaceholderError = (name: string, error: unknown) => console.warn(`Placeholder '${name}' failed`, error);

/** Where a token stood in text or element position: a value as text, or a registry component. */
export function TemplateToken({ name }: { name: string }) {
  const runtime = useTemplateRuntime();
  if (isValueToken(name)) return <>{runtime.values[name]}</>;
  // A user not yet confirmed: a stand-in of the widget's size, empty, hidden and not focusable.
  if (runtime.userPending && isUserBoundToken(name)) {
    return <span className="unav-pending" data-placeholder={name} aria-hidden="true" />;
  }
  const Placeholder = runtime.registry.get(name);
  if (!Placeholder) return null;
  return (
    <PlaceholderBoundary name={name} onError={warnPlaceholderError}>
      {/* eslint-disable-next-line react/static-components -- a lookup: the registry returns the same component each render */}
      <Placeholder name={name} />
    </PlaceholderBoundary>
  );
}

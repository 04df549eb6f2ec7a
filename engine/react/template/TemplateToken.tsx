import { isValueToken } from '../../core/template/tokenNames.ts';
import { PlaceholderBoundary } from './PlaceholderBoundary.tsx';
import { useTemplateRuntime } from './TemplateContext.tsx';

const warnPlaceholderError = (name: string, error: unknown) => console.warn(`Placeholder '${name}' failed`, error);

/** Where a token stood in text or element position: a value as text, or a registry component. */
export function TemplateToken({ name }: { name: string }) {
  const runtime = useTemplateRuntime();
  if (isValueToken(name)) return <>{runtime.values[name]}</>;
  const Placeholder = runtime.registry.get(name);
  if (!Placeholder) return null;
  return (
    <PlaceholderBoundary name={name} onError={warnPlaceholderError}>
      <Placeholder name={name} />
    </PlaceholderBoundary>
  );
}

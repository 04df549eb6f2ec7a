import { useEffect, useMemo, type ReactNode } from 'react';
import type { TemplateSanitizer } from '../../core/template/sanitizeTemplate.ts';
import { TemplateRenderContext, type TemplateRender } from '../template/TemplateRenderContext.tsx';

interface Props {
  /** The server's sanitizer; the page's own when absent (hydration). */
  sanitize?: TemplateSanitizer;
  /** Once the hydrating render has committed (never called on a server). */
  onHydrated?: () => void;
  children: ReactNode;
}

/**
 * Wraps a root rendered to HTML on a server and the client root that hydrates it, the same on
 * both sides: its templates are compiled to markup (TemplateRenderContext).
 */
export function MarkupRoot({ sanitize, onHydrated, children }: Props) {
  const render = useMemo<TemplateRender>(() => ({ markup: true, sanitize }), [sanitize]);
  useEffect(() => onHydrated?.(), [onHydrated]);
  return <TemplateRenderContext.Provider value={render}>{children}</TemplateRenderContext.Provider>;
}

import { useEffect, useMemo, type ReactNode } from 'react';
import type { SafeTemplateMaker } from '../../core/template/makeTemplateSafe.ts';
import { compileMarkupCached } from '../template/markupTemplateCache.ts';
import { TemplateRenderContext, type TemplateRender } from '../template/TemplateRenderContext.tsx';

interface Props {
  /** The server's sanitizer with the template bounds; the page's own when hydrating. */
  makeSafe: SafeTemplateMaker;
  /** Once the hydrating render has committed (never called on a server). */
  onHydrated?: () => void;
  children: ReactNode;
}

/**
 * Wraps a root rendered to HTML on a server and the client root that hydrates it, the same on
 * both sides: its templates are compiled to markup (TemplateRenderContext).
 */
export function MarkupRoot({ makeSafe, onHydrated, children }: Props) {
  const render = useMemo<TemplateRender>(
    () => ({ markup: true, compile: (template, marketUrl, runtimeTemplate) => compileMarkupCached(template, marketUrl, makeSafe, runtimeTemplate) }),
    [makeSafe],
  );
  useEffect(() => onHydrated?.(), [onHydrated]);
  return <TemplateRenderContext.Provider value={render}>{children}</TemplateRenderContext.Provider>;
}

import { Fragment, useContext, useEffect, useMemo, useSyncExternalStore, type MouseEvent } from 'react';
import { recallSafeTemplate, rememberSafeTemplate } from '../../core/template/safeTemplateStore.ts';
import { getTemplateValues } from '../../core/template/templateValues.ts';
import { isInertLink } from '../../core/url/urlPolicy.ts';
import { TemplateBoundsError } from '../../core/template/templateBoundsError.ts';
import { useNav, useNavEnv } from '../context/NavContext.tsx';
import { usePlaceholderRegistry } from '../registry/PlaceholderRegistryProvider.tsx';
import { compileCached, TemplateSafetyPending, type CompiledTemplate, type TemplateSafety } from './compiledTemplateCache.ts';
import { loadPageSafety, pageSafety } from './templateSafety.ts';
import { TemplateErrorBoundary } from './TemplateErrorBoundary.tsx';
import { TemplateRenderContext } from './TemplateRenderContext.tsx';
import { TemplateRuntimeContext, type TemplateRuntime } from './TemplateContext.tsx';

const PARSE_ERROR_MESSAGE = 'Unable to parseTpl';

interface Props {
  /** The partner's template; undefined or empty means the default. */
  template: string | undefined;
  /** The default template of the same slot. */
  fallback: string;
  name: string;
}

/** SPEC §5: a link with no href or href '#' is not followed (one listener for the whole template). */
function stopInertLinks(event: MouseEvent<HTMLElement>) {
  const anchor = (event.target as Element).closest?.('a');
  if (anchor && event.currentTarget.contains(anchor) && isInertLink(anchor.getAttribute('href'))) event.preventDefault();
}

/**
 * Renders a partner template with live placeholders. A template that fails to compile or to render
 * logs 'Unable to parseTpl' and the default template renders instead; one beyond the bounds of a
 * template (templateBounds.ts) is never parsed: a warning names the bound, and the default renders.
 */
export function TemplateView({ template, fallback, name }: Props) {
  const nav = useNav();
  const env = useNavEnv();
  const registry = usePlaceholderRegistry();
  const render = useContext(TemplateRenderContext);
  const marketUrl = nav.config.marketUrl;
  const logError = (error: unknown) => env.log.error(PARSE_ERROR_MESSAGE, error);

  const safetyStatus = useSyncExternalStore(pageSafety.subscribe, () => pageSafety.status, () => pageSafety.status);
  // Stored forms are read while rendering and written after the commit (below), never by a render.
  const safety = useMemo<TemplateSafety>(
    () => ({
      ...(pageSafety.module ? { makeSafe: pageSafety.module.makeSafe } : {}),
      recall: (key) => recallSafeTemplate(env.localStorage, marketUrl, key),
    }),
    // the module is there exactly when the status says loaded
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [safetyStatus, env, marketUrl],
  );
  const compile = (source: string, runtimeTemplate: boolean) =>
    render.compile ? render.compile(source, marketUrl, runtimeTemplate) : compileCached(source, marketUrl, runtimeTemplate, safety);

  // A partner template waits for the page's sanitizer when no stored form of it can stand in
  // (null); if the sanitizer cannot be loaded, the default renders, as for a template that fails.
  const compiled = useMemo((): CompiledTemplate | null => {
    if (!template || template === fallback) return compile(fallback, true);
    try {
      return compile(template, false);
    } catch (error) {
      if (error instanceof TemplateSafetyPending && safetyStatus !== 'failed') return null;
      if (error instanceof TemplateBoundsError) env.log.warn(`Template ${name}: ${error.message}, beyond the bounds of a template; the default renders instead`);
      else if (!(error instanceof TemplateSafetyPending)) logError(error);
      return compile(fallback, true);
    }
    // the env the logging reads is stable for a root
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [template, fallback, marketUrl, render, name, safety]);
  const waiting = compiled === null;
  // The partner template's sanitized form, for the next view to render before the sanitizer loads
  // (a live render of a page that caches; not in preview).
  const storeForms = nav.config.cache !== false && nav.displayMode !== 'preview';
  const safeForm = compiled?.safeForm;
  const safeFormKey = compiled?.safeFormKey;
  useEffect(() => {
    if (storeForms && safeForm !== undefined && safeFormKey !== undefined) rememberSafeTemplate(env.localStorage, marketUrl, safeFormKey, safeForm);
  }, [storeForms, safeFormKey, safeForm, env, marketUrl]);
  useEffect(() => {
    if (waiting) loadPageSafety().catch((error: unknown) => env.log.warn(`Template ${name}: the template sanitizer could not load; the default renders instead`, error));
  }, [waiting, env, name]);
  // Only a partner template can fail at render; the default is what it falls back to.
  const renderFallback = () => (template && template !== fallback ? compile(fallback, true).tree : null);

  const now = env.now();
  const year = new Date(now).getFullYear();
  const runtime = useMemo<TemplateRuntime>(
    () => ({ values: getTemplateValues(nav, now), registry, marketUrl, userPending: nav.userPending === true }),
    // the year is what the clock contributes; re-deriving on every tick would re-render every value
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [nav, registry, marketUrl, year],
  );

  return (
    <TemplateRuntimeContext.Provider value={runtime}>
      <div className="unav-template" data-template={name} data-state={waiting ? 'waiting' : 'shown'} onClick={stopInertLinks}>
        <TemplateErrorBoundary fallback={renderFallback} onError={logError} resetKey={template ?? ''}>
          {/* Keyed by the compiled template: another template mounts afresh instead of reusing the
              previous one's elements, whose attributes and children React never knew of (see
              StaticElement). */}
          {compiled && <Fragment key={compiled.key}>{compiled.tree}</Fragment>}
        </TemplateErrorBoundary>
      </div>
    </TemplateRuntimeContext.Provider>
  );
}

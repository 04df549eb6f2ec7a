import type { NavEnv } from '../../core/env.ts';
import type { HeaderData } from '../../core/load/loadHeaderData.ts';
import { recallSafeTemplate } from '../../core/template/safeTemplateStore.ts';
import { compileAhead, type TemplateSafety } from '../template/compiledTemplateCache.ts';
import { loadPageSafety, pageSafety } from '../template/templateSafety.ts';
import type { NavComposition } from './composition.ts';
import type { NavRootKind } from './NavRoot.tsx';

/**
 * Compiles the templates that live roots of `kinds` will show for `data`, ahead of that render and
 * in tasks of their own (compileAhead), so the render's own task only renders.
 * Each root's template is chosen as NavRoot and TemplateView choose it: the header's slot is the
 * one the user state chose, the footer's the footer; the partner's template, or the slot's default
 * where the partner leaves it out or it cannot be compiled. The search root shows no template.
 * A partner template neither compiled nor stored by an earlier view waits for the page's sanitizer
 * (its chunk); if that cannot load, the default is compiled, which TemplateView then renders.
 */
export async function compileTemplatesAhead(
  env: NavEnv,
  data: HeaderData,
  composition: NavComposition,
  kinds: Iterable<NavRootKind>,
  pause: () => Promise<void>,
): Promise<void> {
  const { marketUrl } = data.nav.config;
  const safety: TemplateSafety = {
    ...(pageSafety.module ? { makeSafe: pageSafety.module.makeSafe } : {}),
    recall: (key) => recallSafeTemplate(env.localStorage, marketUrl, key),
  };
  for (const kind of kinds) {
    if (kind === 'search') continue;
    const slot = kind === 'header' ? data.nav.template : 'footer';
    const fallback = composition.templates[slot];
    const template = data.templateSet.templates[slot];
    if (template && template !== fallback) {
      // Kept already, or from the form an earlier view stored; else with the sanitizer.
      if (await compileAhead(template, marketUrl, false, safety, pause)) continue;
      // Not tried again once it failed: the defaults stay, rather than blank while it loads.
      if (!safety.makeSafe && pageSafety.status !== 'failed') {
        safety.makeSafe = await loadPageSafety().catch(() => undefined);
        if (safety.makeSafe && (await compileAhead(template, marketUrl, false, safety, pause))) continue;
      }
    }
    await compileAhead(fallback, marketUrl, true, safety, pause);
  }
}

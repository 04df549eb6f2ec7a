import type { HeaderData } from '../../core/load/loadHeaderData.ts';
import { compileAhead } from '../template/compiledTemplateCache.ts';
import { getTemplateSanitizer } from '../template/getTemplateSanitizer.ts';
import type { NavComposition } from './composition.ts';
import type { NavRootKind } from './NavRoot.tsx';

/**
 * Compiles the templates that live roots of `kinds` will show for `data`, ahead of that render and
 * in tasks of their own (compileAhead), so the render's own task only renders.
 * Each root's template is chosen as NavRoot and TemplateView choose it: the header's slot is the
 * one the user state chose, the footer's the footer; the partner's template, or the slot's default
 * where the partner leaves it out or it cannot be compiled. The search root shows no template.
 */
export async function compileTemplatesAhead(
  data: HeaderData,
  composition: NavComposition,
  kinds: Iterable<NavRootKind>,
  pause: () => Promise<void>,
): Promise<void> {
  const sanitize = getTemplateSanitizer();
  const { marketUrl } = data.nav.config;
  for (const kind of kinds) {
    if (kind === 'search') continue;
    const slot = kind === 'header' ? data.nav.template : 'footer';
    const fallback = composition.templates[slot];
    const template = data.templateSet.templates[slot];
    if (template && template !== fallback && (await compileAhead(template, marketUrl, sanitize, false, pause))) continue;
    await compileAhead(fallback, marketUrl, sanitize, true, pause);
  }
}

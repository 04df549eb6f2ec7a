import { createLazyModule } from '../../core/load/lazyModule.ts';
import type { SafeTemplateMaker } from '../../core/template/makeTemplateSafe.ts';

/**
 * The page's template safety (pageSafety.ts: DOMPurify with the header profile, the template
 * bounds and rules), a chunk of its own: a warm view renders stored sanitized forms without it.
 */
export const pageSafety = createLazyModule(() => import('./pageSafety.ts'));

/** The loaded sanitizer; rejects when its chunk could not load (the chunk loader tried twice). */
export async function loadPageSafety(): Promise<SafeTemplateMaker> {
  await pageSafety.load();
  const loaded = pageSafety.module;
  if (!loaded) throw new Error('Universal navigation: the template sanitizer could not load');
  return loaded.makeSafe;
}

import { renderToString } from 'react-dom/server';
import type { NavEnv } from '../../core/env.ts';
import type { HeaderData } from '../../core/load/loadHeaderData.ts';
import { safeTemplateMaker } from '../../core/template/makeTemplateSafe.ts';
import type { TemplateSanitizer } from '../../core/template/sanitizeTemplate.ts';
import type { NavComposition } from '../roots/composition.ts';
import { NavRoot, type NavRootKind } from '../roots/NavRoot.tsx';
import { MarkupRoot } from './MarkupRoot.tsx';

/**
 * Each named root as HTML (react-dom/server), the tree a client hydrates with the same data:
 * MarkupRoot around NavRoot, as mount() puts it around SessionRoot's NavRoot.
 */
export function renderRootsToString(
  composition: NavComposition,
  data: HeaderData,
  env: NavEnv,
  kinds: readonly NavRootKind[],
  sanitize: TemplateSanitizer,
): Partial<Record<NavRootKind, string>> {
  const html: Partial<Record<NavRootKind, string>> = {};
  const makeSafe = safeTemplateMaker(sanitize);
  for (const kind of kinds) {
    html[kind] = renderToString(
      <MarkupRoot makeSafe={makeSafe}>
        <NavRoot kind={kind} data={data} env={env} composition={composition} />
      </MarkupRoot>,
    );
  }
  return html;
}

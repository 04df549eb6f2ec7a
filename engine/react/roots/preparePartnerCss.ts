import { partnerCssRootSelector } from '../../core/css/partnerCssRootSelector.ts';
import type { HeaderData } from '../../core/load/loadHeaderData.ts';
import { scopedPartnerCss } from '../styles/scopedPartnerCss.ts';
import type { NavRootKind } from './NavRoot.tsx';

/**
 * Reads and scopes the partner CSS that live roots of `kinds` will adopt for `data`, ahead of that
 * render and each root in a task of its own: the render finds it done (scopedPartnerCss keeps it).
 */
export async function preparePartnerCss(data: HeaderData, kinds: Iterable<NavRootKind>, pause: () => Promise<void>): Promise<void> {
  const { css, cssHeader } = data.templateSet.templates;
  if (!css && !cssHeader) return;
  const { marketUrl, assetOrigins } = data.nav.config;
  for (const kind of kinds) {
    scopedPartnerCss({ css, cssHeader: kind === 'header' ? cssHeader : undefined }, { rootSelector: partnerCssRootSelector(kind), marketUrl, assetOrigins });
    await pause();
  }
}

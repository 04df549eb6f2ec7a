import type { TemplateSet } from '../core/wire/marketTypes.ts';
import { partnerCssRootSelector } from '../core/css/partnerCssRootSelector.ts';
import { partnerCssOrigins } from './partnerCssOrigins.ts';
import { scopePartnerCssOnServer } from './scopePartnerCssOnServer.ts';

export interface PartnerCssInput {
  templates: TemplateSet['templates'];
  marketUrl: string;
  assetOrigins?: readonly string[];
  warn?: (message: string) => void;
}

/**
 * The partner's css (every root) and cssHeader (the header) scoped to each live root, as the
 * browser's usePartnerCss adopts them, read with postcss: the same policy, origins and scope
 * selector (partnerCssRootSelector), so the CSS fits the roots the browser hydrates.
 */
export function partnerCssOfRoots(kinds: readonly string[], input: PartnerCssInput): string {
  const { css = '', cssHeader = '' } = input.templates;
  const allowedOrigins = partnerCssOrigins(input.marketUrl, input.assetOrigins);
  const parts: string[] = [];
  for (const kind of kinds) {
    const options = { rootSelector: partnerCssRootSelector(kind), allowedOrigins, warn: input.warn };
    if (css) parts.push(scopePartnerCssOnServer(css, { ...options, field: 'css' }).css);
    if (kind === 'header' && cssHeader) parts.push(scopePartnerCssOnServer(cssHeader, { ...options, field: 'cssHeader' }).css);
  }
  return parts.filter(Boolean).join('\n');
}

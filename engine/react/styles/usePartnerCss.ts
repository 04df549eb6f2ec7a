import { useInsertionEffect } from 'react';
import { adoptStyleSheet } from './adoptStyleSheet.ts';
import { scopePartnerCssInBrowser } from './scopePartnerCssInBrowser.ts';

interface PartnerCssFields {
  css?: string | undefined;
  cssHeader?: string | undefined;
}

function originOf(url: string): string | undefined {
  try {
    return new URL(url).origin;
  } catch {
    return undefined;
  }
}

/**
 * A partner's css/cssHeader, made safe and scoped to one nav root, for as long as it renders. Each
 * field is read on its own (a brace left open in `css` cannot swallow `cssHeader`). URLs may name
 * the marketplace's origin and the configured asset origins; without a valid market URL only
 * relative ones survive. Adopted before the tree reaches the document (an insertion effect), so
 * the partner's layout is there in the root's first frame.
 */
export function usePartnerCss(fields: PartnerCssFields, rootSelector: string, marketUrl: string, assetOrigins: readonly string[] = []): void {
  const { css = '', cssHeader = '' } = fields;
  const origins = [marketUrl, ...assetOrigins].map(originOf).filter((origin): origin is string => origin !== undefined && origin !== 'null').join(' ');
  useInsertionEffect(() => {
    const view = document.defaultView;
    if (!view?.CSSStyleSheet || (!css && !cssHeader)) return undefined;
    const options = { rootSelector, allowedOrigins: origins ? origins.split(' ') : [], warn: (message: string) => console.warn(message) };
    let scoped = '';
    try {
      scoped = [
        css && scopePartnerCssInBrowser(css, { ...options, field: 'css' }, view.CSSStyleSheet).css,
        cssHeader && scopePartnerCssInBrowser(cssHeader, { ...options, field: 'cssHeader' }, view.CSSStyleSheet).css,
      ].filter(Boolean).join('\n');
    } catch {
      // A browser without constructable style sheets cannot read partner CSS: the header goes without it.
    }
    return adoptStyleSheet(document, scoped, rootSelector).remove;
  }, [css, cssHeader, rootSelector, origins]);
}

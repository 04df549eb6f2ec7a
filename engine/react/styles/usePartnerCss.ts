import { useEffect } from 'react';
import { scopeCss } from '../../core/template/scopeCss.ts';
import { adoptStyleSheet } from './adoptStyleSheet.ts';

/** A partner's css/cssHeader, sanitized and scoped to one nav root, for as long as it renders. */
export function usePartnerCss(css: string, scopeSelector: string, marketUrl: string): void {
  useEffect(() => {
    let origin = '';
    try {
      origin = new URL(marketUrl).origin;
    } catch {
      // without a valid market URL only relative url() survive
    }
    return adoptStyleSheet(document, scopeCss(css, scopeSelector, origin), scopeSelector);
  }, [css, scopeSelector, marketUrl]);
}

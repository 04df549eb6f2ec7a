import type { PartnerCssPolicy, ScopedPartnerCss } from '../../core/css/cssRuleTree.ts';
import { withBoundedCssText } from '../../core/css/withBoundedCssText.ts';
import { scopePartnerCss } from '../../core/css/scopePartnerCss.ts';
import { readCssom } from './readCssom.ts';

interface BrowserPartnerCssOptions extends PartnerCssPolicy {
  /** `css` or `cssHeader`, for the size warning. */
  field: string;
  warn?: (message: string) => void;
}

/**
 * A partner's css/cssHeader made safe in the browser (DESIGN §3), text in, CSS out: read by the
 * page's own CSS parser (readCssom), judged by the shared policy, written out in the nav root's
 * scope. `Sheet` is the page's CSSStyleSheet constructor. The same result as the server path
 * (engine/server/scopePartnerCssOnServer.ts); this is also the entry the benchmarks call.
 */
export function scopePartnerCssInBrowser(text: string, options: BrowserPartnerCssOptions, Sheet: typeof CSSStyleSheet): ScopedPartnerCss {
  return withBoundedCssText(text, options.field, options.warn ?? (() => {}), (readable) => scopePartnerCss(readCssom(readable, Sheet), options));
}

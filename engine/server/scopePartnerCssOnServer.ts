import type { PartnerCssPolicy, ScopedPartnerCss } from '../core/css/cssRuleTree.ts';
import { withBoundedCssText } from '../core/css/withBoundedCssText.ts';
import { scopePartnerCss } from '../core/css/scopePartnerCss.ts';
import { readCssWithPostcss } from './readCssWithPostcss.ts';

interface ServerPartnerCssOptions extends PartnerCssPolicy {
  /** `css` or `cssHeader`, for the size warning. */
  field: string;
  warn?: (message: string) => void;
}

/**
 * A partner's css/cssHeader made safe on a server (Node): the same rule tree, policy and output
 * as the browser path (engine/react/styles/scopePartnerCssInBrowser.ts), read with postcss and
 * the CSS Syntax tokenizer instead of the browser's own parser.
 */
export function scopePartnerCssOnServer(text: string, options: ServerPartnerCssOptions): ScopedPartnerCss {
  return withBoundedCssText(text, options.field, options.warn ?? (() => {}), (readable) => {
    const rules = readCssWithPostcss(readable);
    if (!rules) return { css: '', removed: [{ what: options.field, why: 'unreadable' }] };
    return scopePartnerCss(rules, options);
  });
}

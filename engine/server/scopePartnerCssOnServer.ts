import type { CssLines, PartnerCssPolicy, ScopedPartnerCss } from '../core/css/cssRuleTree.ts';
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
 * the CSS Syntax tokenizer instead of the browser's own parser. A removal carries the line where
 * the partner wrote it, for the linter (but a statement dropped as too deep, which no parser read).
 */
export function scopePartnerCssOnServer(text: string, options: ServerPartnerCssOptions): ScopedPartnerCss {
  return withBoundedCssText(text, options.field, options.warn ?? (() => {}), (readable) => {
    const lines: CssLines = new WeakMap();
    const rules = readCssWithPostcss(readable, lines);
    // Nothing of the sheet is read: the removal is the whole text, from its first line.
    if (!rules) return { css: '', removed: [{ what: options.field, why: 'unreadable', line: 1 }] };
    return scopePartnerCss(rules, options, lines);
  });
}

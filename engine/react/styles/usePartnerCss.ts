import { useInsertionEffect } from 'react';
import { adoptStyleSheet } from './adoptStyleSheet.ts';
import { scopedPartnerCss, type PartnerCssFields, type PartnerCssTarget } from './scopedPartnerCss.ts';

/**
 * A partner's css/cssHeader, made safe and scoped to one nav root (scopedPartnerCss), for as long
 * as it renders. Adopted before the tree reaches the document (an insertion effect), so the
 * partner's layout is there in the root's first frame.
 */
export function usePartnerCss(fields: PartnerCssFields, rootSelector: string, marketUrl: string, assetOrigins: readonly string[] = []): void {
  const { css = '', cssHeader = '' } = fields;
  const origins = assetOrigins.join(' ');
  useInsertionEffect(() => {
    const target: PartnerCssTarget = { rootSelector, marketUrl, assetOrigins: origins ? origins.split(' ') : [] };
    const scoped = scopedPartnerCss({ css, cssHeader }, target);
    return scoped ? adoptStyleSheet(document, scoped, rootSelector).remove : undefined;
  }, [css, cssHeader, rootSelector, marketUrl, origins]);
}

import { cssRemovalLine } from '../../engine/core/css/cssRemovalLine.ts';
import { CSS_REMOVAL_REASONS } from '../../engine/core/css/cssRemovalReasons.ts';
import type { LintIssue } from './lintTemplate.ts';
import { scopePartnerCssOnServer } from '../../engine/server/scopePartnerCssOnServer.ts';

/**
 * What the partner CSS policy (DESIGN §3) removes from css.css or cssHeader.css, with the line
 * and the reason, read as the server-side renderer reads it. No origin is allowed besides relative
 * URLs: the linter does not know the marketplace's origin, so an absolute url() is reported.
 * The line is the reader's; a statement dropped before parsing (too deep) is found in the text.
 */
export function lintCssText(css: string, field: string): LintIssue[] {
  const warnings: string[] = [];
  const { removed } = scopePartnerCssOnServer(css, { rootSelector: '.unav-root', allowedOrigins: [], field, warn: (message) => warnings.push(message) });
  return [
    ...warnings.map((message) => ({ line: 1, token: field, message })),
    ...removed.map(({ what, why, line }) => ({ line: line ?? cssRemovalLine(css, what), token: what, message: `removed: ${CSS_REMOVAL_REASONS[why]}` })),
  ];
}

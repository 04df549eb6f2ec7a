import { markTokens } from './markTokens.ts';
import type { SanitizedTemplate, TemplateSanitizer } from './sanitizeTemplate.ts';
import { checkTemplateBounds } from './templateBounds.ts';
import { TemplateBoundsError } from './templateBoundsError.ts';

/** A template made safe to compile: throws TemplateBoundsError for a partner template beyond the bounds. */
export type SafeTemplateMaker = (template: string, runtimeTemplate: boolean) => SanitizedTemplate;

/**
 * The cold pipeline's safety steps with a given sanitizer: a partner template is measured before
 * any parser sees it (DESIGN §3) and refused beyond the bounds; then its tokens are marked and it is
 * sanitized. The runtime's own templates are not measured (they may use the runtime's classes).
 */
export function safeTemplateMaker(sanitize: TemplateSanitizer): SafeTemplateMaker {
  return (template, runtimeTemplate) => {
    const problem = runtimeTemplate ? undefined : checkTemplateBounds(template);
    if (problem) throw new TemplateBoundsError(problem);
    return sanitize(markTokens(template), { runtimeTemplate });
  };
}

import type { WindowLike } from 'dompurify';
import { safeTemplateMaker } from '../../core/template/makeTemplateSafe.ts';
import { createTemplateSanitizer } from '../../core/template/sanitizeTemplate.ts';

/**
 * The page's template safety (DOMPurify with the header profile, the template bounds and rules):
 * a chunk of its own (templateSafety.ts loads it), since a warm view renders from stored sanitized
 * forms and only a new template needs it.
 */
export const makeSafe = safeTemplateMaker(createTemplateSanitizer(window as unknown as WindowLike));

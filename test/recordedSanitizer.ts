import type { WindowLike } from 'dompurify';
import { safeTemplateMaker } from '../engine/core/template/makeTemplateSafe.ts';
import { createTemplateSanitizer, type TemplateSanitizer } from '../engine/core/template/sanitizeTemplate.ts';

/**
 * The page's sanitizer (in the test's DOM), recording each call and the pauses around it in
 * `steps`; a template holding "unparsable" fails in it, as a malformed one would.
 */
export function recordedSanitizer() {
  const steps: string[] = [];
  const real = createTemplateSanitizer(window as unknown as WindowLike);
  const sanitize: TemplateSanitizer = (template, options) => {
    steps.push('sanitize');
    if (template.includes('unparsable')) throw new Error('parse failed');
    return real(template, options);
  };
  const pause = async () => void steps.push('pause');
  return { steps, makeSafe: safeTemplateMaker(sanitize), pause };
}

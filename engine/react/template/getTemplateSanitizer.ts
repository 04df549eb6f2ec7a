import type { WindowLike } from 'dompurify';
import { createTemplateSanitizer, type TemplateSanitizer } from '../../core/template/sanitizeTemplate.ts';

let sanitizer: TemplateSanitizer | null = null;

/** The page's sanitizer: the core takes a window, the React side gives it this page's. */
export function getTemplateSanitizer(): TemplateSanitizer {
  sanitizer ??= createTemplateSanitizer(window as unknown as WindowLike);
  return sanitizer;
}

import { findTokenNodes } from './findTokenNodes.ts';
import { markTokens } from './markTokens.ts';
import type { SanitizedTemplate } from './sanitizeTemplate.ts';

/**
 * The runtime's own template, parsed in an inert document without the sanitizer: its markup is
 * ours, shipped in the bundle, and the sanitizer leaves it as it is (a test holds every default
 * template to that), so a view whose partner keeps the defaults never loads the sanitizer.
 */
export function parseRuntimeTemplate(template: string, document: Document): SanitizedTemplate {
  const marked = markTokens(template);
  const root = document.implementation.createHTMLDocument('').body;
  root.innerHTML = marked;
  return { root, tokenNodes: findTokenNodes(root, marked) };
}

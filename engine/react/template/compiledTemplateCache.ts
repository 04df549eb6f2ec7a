import type { ReactNode } from 'react';
import { hashTemplate } from '../../core/template/hashTemplate.ts';
import { markTokens } from '../../core/template/markTokens.ts';
import type { TemplateSanitizer } from '../../core/template/sanitizeTemplate.ts';
import { compileTemplate } from './compileTemplate.tsx';

const LIMIT = 32;
/** Compiled templates by template hash and marketplace URL, least recently used dropped first. */
const compiled = new Map<string, ReactNode>();

/**
 * The cold pipeline (tokenize -> mark -> sanitize -> compile) runs once per template; a warm render
 * reuses the compiled tree and skips all of it.
 */
export function compileCached(template: string, marketUrl: string, sanitize: TemplateSanitizer): ReactNode {
  const key = `${hashTemplate(template)}|${marketUrl}`;
  const hit = compiled.get(key);
  if (hit !== undefined) {
    compiled.delete(key);
    compiled.set(key, hit);
    return hit;
  }
  const tree = compileTemplate(sanitize(markTokens(template)), marketUrl);
  compiled.set(key, tree);
  if (compiled.size > LIMIT) compiled.delete(compiled.keys().next().value as string);
  return tree;
}

export function clearCompiledTemplates(): void {
  compiled.clear();
}

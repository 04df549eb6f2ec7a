import type { ReactNode } from 'react';
import { hashTemplate } from '../../core/template/hashTemplate.ts';
import { markTokens } from '../../core/template/markTokens.ts';
import { checkTemplateBounds, TemplateBoundsError } from '../../core/template/templateBounds.ts';
import type { TemplateSanitizer } from '../../core/template/sanitizeTemplate.ts';
import { compileTemplate } from './compileTemplate.tsx';

const LIMIT = 32;

export interface CompiledTemplate {
  tree: ReactNode;
  /** Names this compiled tree (template hash, trust and marketplace URL): a React key for it. */
  key: string;
}

/** Compiled templates by template hash, trust and marketplace URL, least recently used dropped first. */
const compiled = new Map<string, CompiledTemplate>();

/**
 * The cold pipeline (bounds -> tokenize -> mark -> sanitize -> compile) runs once per template; a warm render
 * reuses the compiled tree and skips all of it. `runtimeTemplate` marks the runtime's own default
 * template, which may use the runtime's classes; `markup`, a tree for server rendering (compileTemplate).
 */
export function compileCached(template: string, marketUrl: string, sanitize: TemplateSanitizer, runtimeTemplate = false, markup = false): CompiledTemplate {
  const key = `${hashTemplate(template)}|${runtimeTemplate ? 'runtime' : 'partner'}|${marketUrl}${markup ? '|markup' : ''}`;
  const hit = compiled.get(key);
  if (hit !== undefined) {
    compiled.delete(key);
    compiled.set(key, hit);
    return hit;
  }
  // A partner template is measured before any parser sees it (DESIGN §3); beyond the bounds it is
  // refused, and the caller renders the default.
  const problem = runtimeTemplate ? undefined : checkTemplateBounds(template);
  if (problem) throw new TemplateBoundsError(problem);
  const entry = { tree: compileTemplate(sanitize(markTokens(template), { runtimeTemplate }), marketUrl, markup), key };
  compiled.set(key, entry);
  if (compiled.size > LIMIT) compiled.delete(compiled.keys().next().value as string);
  return entry;
}

export function clearCompiledTemplates(): void {
  compiled.clear();
}

import type { ReactNode } from 'react';
import { hashTemplate } from '../../core/template/hashTemplate.ts';
import { markTokens } from '../../core/template/markTokens.ts';
import { checkTemplateBounds, TemplateBoundsError } from '../../core/template/templateBounds.ts';
import type { SanitizedTemplate, TemplateSanitizer } from '../../core/template/sanitizeTemplate.ts';
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
  const key = keyOf(template, marketUrl, runtimeTemplate, markup);
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
  keep(entry);
  return entry;
}

/**
 * compileCached's work for a live root's render (no markup), done ahead of that render, each heavy
 * step in a task of its own: `pause`, the bounds and the sanitize, `pause`, the compile. The tree is
 * kept as compileCached keeps it, so the render finds it and compiles nothing; a template kept
 * already costs no pause. Resolves whether the template is ready: false for
 * one beyond the bounds or one that fails, left for compileCached to refuse or fail again where its
 * caller reports it, since nothing is reported ahead of the render.
 */
export async function compileAhead(
  template: string,
  marketUrl: string,
  sanitize: TemplateSanitizer,
  runtimeTemplate: boolean,
  pause: () => Promise<void>,
): Promise<boolean> {
  const key = keyOf(template, marketUrl, runtimeTemplate, false);
  if (compiled.has(key)) return true;
  await pause();
  if (compiled.has(key)) return true;
  if (!runtimeTemplate && checkTemplateBounds(template)) return false;
  let sanitized: SanitizedTemplate;
  try {
    sanitized = sanitize(markTokens(template), { runtimeTemplate });
  } catch {
    return false;
  }
  await pause();
  // A render that could not wait compiled it meanwhile: keep the tree it shows.
  if (compiled.has(key)) return true;
  try {
    keep({ tree: compileTemplate(sanitized, marketUrl, false), key });
  } catch {
    return false;
  }
  return true;
}

function keyOf(template: string, marketUrl: string, runtimeTemplate: boolean, markup: boolean): string {
  return `${hashTemplate(template)}|${runtimeTemplate ? 'runtime' : 'partner'}|${marketUrl}${markup ? '|markup' : ''}`;
}

function keep(entry: CompiledTemplate): void {
  compiled.set(entry.key, entry);
  if (compiled.size > LIMIT) compiled.delete(compiled.keys().next().value as string);
}

export function clearCompiledTemplates(): void {
  compiled.clear();
}

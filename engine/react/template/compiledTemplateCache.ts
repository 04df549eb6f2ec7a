import type { ReactNode } from 'react';
import { bytesOfText } from '../../core/ssr/createContentCache.ts';
import { templateSetCache } from '../../core/ssr/templateSetCache.ts';
import { hashTemplate } from '../../core/template/hashTemplate.ts';
import { markTokens } from '../../core/template/markTokens.ts';
import { checkTemplateBounds, TemplateBoundsError, type TemplateBoundsProblem } from '../../core/template/templateBounds.ts';
import { HEADER_PROFILE, type SanitizedTemplate, type TemplateSanitizer } from '../../core/template/sanitizeTemplate.ts';
import { compileTemplate } from './compileTemplate.tsx';

/** Live trees (a page's roots) kept: they hold the sanitized DOM nodes, which no string length measures, and a page shows a handful. */
const LIMIT = 32;

/**
 * The bytes a markup tree holds for each byte of its template: its static elements' HTML (flat
 * strings, about the template's size), their props and the React elements of the skeleton. Measured
 * in Node on the fixtures' largest partner templates: 2.5 to 3.
 */
const MARKUP_TREE_BYTES_PER_TEMPLATE_BYTE = 3;

export interface CompiledTemplate {
  tree: ReactNode;
  /** Names this compiled tree (template hash, trust and marketplace URL): a React key for it. */
  key: string;
}

/** Live trees by template hash, trust and marketplace URL, least recently used dropped first. */
const compiled = new Map<string, CompiledTemplate>();

/**
 * The cold pipeline (bounds -> tokenize -> mark -> sanitize -> compile) runs once per template; a warm render
 * reuses the compiled tree and skips all of it. `runtimeTemplate` marks the runtime's own default
 * template, which may use the runtime's classes; `markup`, a tree for server rendering (compileTemplate).
 */
export function compileCached(template: string, marketUrl: string, sanitize: TemplateSanitizer, runtimeTemplate = false, markup = false): CompiledTemplate {
  if (markup) return compileMarkupCached(template, marketUrl, sanitize, runtimeTemplate);
  const key = keyOf(template, marketUrl, runtimeTemplate);
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
  const entry = { tree: compileTemplate(sanitize(markTokens(template), { runtimeTemplate }), marketUrl, false), key };
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
  const key = keyOf(template, marketUrl, runtimeTemplate);
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

/** A markup tree, or the bound a template is beyond: a refusal is as much the template's as a tree, and is kept alike. */
type MarkupOutcome = CompiledTemplate | { refused: TemplateBoundsProblem };

let profileKey: string | undefined;

/** The sanitizer profile as part of a key: a tree sanitized under another profile is another tree. */
function sanitizerProfileKey(): string {
  profileKey ??= hashTemplate(JSON.stringify(HEADER_PROFILE, (_, value: unknown) => (value instanceof RegExp ? String(value) : value)));
  return profileKey;
}

/**
 * A markup tree (a server render, and the hydration of one) from the process's templateSetCache:
 * bounded by bytes, with the server's other derivations, since a server renders many partners'
 * templates where a page shows a few. Keyed by the template's content, its trust, the marketplace
 * URL (links are resolved into the tree) and the sanitizer profile; not by the sanitizer's window,
 * whose DOM sanitizes alike.
 */
function compileMarkupCached(template: string, marketUrl: string, sanitize: TemplateSanitizer, runtimeTemplate: boolean): CompiledTemplate {
  const policy = `markup|${runtimeTemplate ? 'runtime' : 'partner'}|${marketUrl}|${sanitizerProfileKey()}`;
  const outcome = templateSetCache.derive<MarkupOutcome>(
    policy,
    [template],
    (key) => {
      // A partner template is measured before any parser sees it (DESIGN §3).
      const problem = runtimeTemplate ? undefined : checkTemplateBounds(template);
      if (problem) return { refused: problem };
      return { tree: compileTemplate(sanitize(markTokens(template), { runtimeTemplate }), marketUrl, true), key };
    },
    (value) => ('refused' in value ? 0 : bytesOfText(template) * MARKUP_TREE_BYTES_PER_TEMPLATE_BYTE),
  );
  if ('refused' in outcome) throw new TemplateBoundsError(outcome.refused);
  return outcome;
}

function keyOf(template: string, marketUrl: string, runtimeTemplate: boolean): string {
  return `${hashTemplate(template)}|${runtimeTemplate ? 'runtime' : 'partner'}|${marketUrl}`;
}

function keep(entry: CompiledTemplate): void {
  compiled.set(entry.key, entry);
  if (compiled.size > LIMIT) compiled.delete(compiled.keys().next().value as string);
}

/** Drops every compiled tree: the live ones, and the whole templateSetCache that holds the markup ones. */
export function clearCompiledTemplates(): void {
  compiled.clear();
  templateSetCache.clear();
}

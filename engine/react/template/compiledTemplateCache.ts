import type { ReactNode } from 'react';
import { hashTemplate } from '../../core/template/hashTemplate.ts';
import type { SafeTemplateMaker } from '../../core/template/makeTemplateSafe.ts';
import { parseRuntimeTemplate } from '../../core/template/parseRuntimeTemplate.ts';
import { safeTemplateKey } from '../../core/template/safeTemplateStore.ts';
import type { SanitizedTemplate } from '../../core/template/sanitizeTemplate.ts';
import { verifySafeTemplate } from '../../core/template/verifySafeTemplate.ts';
import { compileTemplate } from './compileTemplate.tsx';

/** Live trees (a page's roots) kept: they hold the sanitized DOM nodes, which no string length measures, and a page shows a handful. */
const LIMIT = 32;

export interface CompiledTemplate {
  tree: ReactNode;
  /** Names this compiled tree (template hash, trust and marketplace URL): a React key for it. */
  key: string;
  /** A partner template's sanitized form, which the tree was compiled from: what a view stores for the next. */
  safeForm?: string;
  /** The form's key in the store (safeTemplateKey), made once with the form. */
  safeFormKey?: string;
}

/** How a live render makes a partner template safe: with the sanitizer, or from a stored form. */
export interface TemplateSafety {
  /** The page's sanitizer with the template bounds, once its chunk is loaded. */
  makeSafe?: SafeTemplateMaker;
  /** The sanitized form an earlier view stored for a template key (safeTemplateKey), unchecked. */
  recall?: (key: string) => string | undefined;
}

/**
 * A partner template that can be made safe only by the sanitizer, which is not loaded yet: no form
 * was stored for it, or the stored one was refused (`reason`).
 */
export class TemplateSafetyPending extends Error {
  constructor(readonly reason: string) {
    super(`the template sanitizer is not loaded yet (${reason})`);
    this.name = 'TemplateSafetyPending';
  }
}

/** A template made safe to compile and, for a partner's, its sanitized form (what is stored). */
interface SafeTemplate {
  safe: SanitizedTemplate;
  safeForm?: string;
  safeFormKey?: string;
}

/** Live trees by template hash, trust and marketplace URL, least recently used dropped first. */
const compiled = new Map<string, CompiledTemplate>();

/**
 * The template made safe to compile, and a partner's sanitized form: the runtime's own parsed as it
 * is; a partner's by the sanitizer when it is loaded, else from the form an earlier view stored,
 * once verified. Throws TemplateBoundsError beyond the bounds and TemplateSafetyPending when
 * neither way is open yet.
 */
function safeTemplateOf(template: string, runtimeTemplate: boolean, { makeSafe, recall }: TemplateSafety): SafeTemplate {
  if (runtimeTemplate) return { safe: parseRuntimeTemplate(template, document) };
  const safeFormKey = safeTemplateKey(template, false);
  if (makeSafe) {
    const safe = makeSafe(template, false);
    // Serialized before the compile moves its nodes into the page.
    return { safe, safeForm: safe.root.innerHTML, safeFormKey };
  }
  const stored = recall?.(safeFormKey);
  if (stored === undefined) throw new TemplateSafetyPending('no stored form');
  const verified = verifySafeTemplate(stored, document);
  if ('refused' in verified) throw new TemplateSafetyPending(`stored form refused: ${verified.refused}`);
  return { safe: verified.template, safeForm: stored, safeFormKey };
}

/** A live tree compiled from a template made safe, with the partner's sanitized form. */
function liveTemplate({ safe, safeForm, safeFormKey }: SafeTemplate, marketUrl: string, key: string): CompiledTemplate {
  return { tree: compileTemplate(safe, marketUrl, false), key, ...(safeForm === undefined || safeFormKey === undefined ? {} : { safeForm, safeFormKey }) };
}

/**
 * The cold pipeline (bounds -> mark -> sanitize -> compile) runs once per template; a warm render
 * reuses the compiled tree and skips all of it. `runtimeTemplate` marks the runtime's own default
 * template, which may use the runtime's classes.
 */
export function compileCached(template: string, marketUrl: string, runtimeTemplate: boolean, safety: TemplateSafety): CompiledTemplate {
  const key = keyOf(template, marketUrl, runtimeTemplate);
  const hit = compiled.get(key);
  if (hit !== undefined) {
    compiled.delete(key);
    compiled.set(key, hit);
    return hit;
  }
  const entry = liveTemplate(safeTemplateOf(template, runtimeTemplate, safety), marketUrl, key);
  keep(entry);
  return entry;
}

/**
 * compileCached's work for a live root's render, done ahead of that render, each heavy step in a
 * task of its own: `pause`, making it safe, `pause`, the compile. The tree is kept as compileCached
 * keeps it, so the render finds it and compiles nothing; a template kept already costs no pause.
 * Resolves whether the template is ready: false for one beyond the bounds, one that fails, or one that
 * cannot be made safe yet, left for compileCached to refuse or fail again where its caller
 * reports it, since nothing is reported ahead of the render.
 */
export async function compileAhead(
  template: string,
  marketUrl: string,
  runtimeTemplate: boolean,
  safety: TemplateSafety,
  pause: () => Promise<void>,
): Promise<boolean> {
  const key = keyOf(template, marketUrl, runtimeTemplate);
  if (compiled.has(key)) return true;
  await pause();
  if (compiled.has(key)) return true;
  let made: SafeTemplate;
  try {
    made = safeTemplateOf(template, runtimeTemplate, safety);
  } catch {
    return false;
  }
  await pause();
  // A render that could not wait compiled it meanwhile: keep the tree it shows.
  if (compiled.has(key)) return true;
  try {
    keep(liveTemplate(made, marketUrl, key));
  } catch {
    return false;
  }
  return true;
}

function keyOf(template: string, marketUrl: string, runtimeTemplate: boolean): string {
  return `${hashTemplate(template)}|${runtimeTemplate ? 'runtime' : 'partner'}|${marketUrl}`;
}

function keep(entry: CompiledTemplate): void {
  compiled.set(entry.key, entry);
  if (compiled.size > LIMIT) compiled.delete(compiled.keys().next().value as string);
}

/** Drops every live compiled tree. */
export function clearCompiledTemplates(): void {
  compiled.clear();
}

import { bytesOfText } from '../../core/ssr/createContentCache.ts';
import { templateSetCache } from '../../core/ssr/templateSetCache.ts';
import { hashTemplate } from '../../core/template/hashTemplate.ts';
import { HEADER_PROFILE } from '../../core/template/headerProfile.ts';
import type { SafeTemplateMaker } from '../../core/template/makeTemplateSafe.ts';
import { TemplateBoundsError, type TemplateBoundsProblem } from '../../core/template/templateBoundsError.ts';
import type { CompiledTemplate } from './compiledTemplateCache.ts';
import { compileTemplate } from './compileTemplate.tsx';

/**
 * The bytes a markup tree holds for each byte of its template: its static elements' HTML (flat
 * strings, about the template's size), their props and the React elements of the skeleton. Measured
 * in Node on the fixtures' largest partner templates: 2.5 to 3.
 */
const MARKUP_TREE_BYTES_PER_TEMPLATE_BYTE = 3;

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
export function compileMarkupCached(template: string, marketUrl: string, makeSafe: SafeTemplateMaker, runtimeTemplate: boolean): CompiledTemplate {
  const policy = `markup|${runtimeTemplate ? 'runtime' : 'partner'}|${marketUrl}|${sanitizerProfileKey()}`;
  const outcome = templateSetCache.derive<MarkupOutcome>(
    policy,
    [template],
    (key) => {
      try {
        return { tree: compileTemplate(makeSafe(template, runtimeTemplate), marketUrl, true), key };
      } catch (error) {
        if (error instanceof TemplateBoundsError) return { refused: error.problem };
        throw error;
      }
    },
    (value) => ('refused' in value ? 0 : bytesOfText(template) * MARKUP_TREE_BYTES_PER_TEMPLATE_BYTE),
  );
  if ('refused' in outcome) throw new TemplateBoundsError(outcome.refused);
  return outcome;
}

/** Drops every markup tree, with the rest of the process's templateSetCache. */
export function clearMarkupTemplates(): void {
  templateSetCache.clear();
}

import { tokenize } from '../../engine/core/template/tokenize.ts';
import { didYouMean } from '../../engine/core/template/didYouMean.ts';
import { COMPONENT_TOKENS, VALUE_TOKENS, isComponentToken, isValueToken } from '../../engine/core/template/tokenNames.ts';

export interface LintIssue {
  /** 1-based line of the token in the template. */
  line: number;
  /** The token as the partner wrote it. */
  token: string;
  message: string;
}

/**
 * What a partner should know about a template's tokens before publishing it: tokens that are never
 * executed (triple braces, sections, partials, helpers, comments), names no placeholder serves, and
 * component tokens inside an attribute value, where only values can stand. `extraNames` are the
 * placeholders a host registers itself.
 */
export function lintTemplate(template: string, extraNames: readonly string[] = []): LintIssue[] {
  const issues: LintIssue[] = [];
  let line = 1;
  const markup = createMarkupPosition();
  for (const token of tokenize(template)) {
    if (token.kind === 'text') {
      line += markup.read(token.text);
      continue;
    }
    const at = { line, token: token.raw };
    if (token.kind === 'unsupported') {
      issues.push({ ...at, message: 'not supported: triple braces, sections, partials, helpers and comments are never executed and render nothing' });
    } else if (markup.inTag() && isComponentToken(token.name)) {
      issues.push({ ...at, message: `'${token.name}' is a component: it renders nothing inside a tag; only value tokens may stand in an attribute` });
    } else if (!isValueToken(token.name) && !isComponentToken(token.name) && !extraNames.includes(token.name)) {
      const meant = didYouMean(token.name, [...VALUE_TOKENS, ...COMPONENT_TOKENS, ...extraNames]);
      const hint = meant ? `did you mean '${meant}'? ` : '';
      issues.push({ ...at, message: `unknown name '${token.name}': ${hint}it renders nothing unless the host page registers a placeholder of that name` });
    }
    line += token.raw.split('\n').length - 1;
  }
  return issues;
}

/**
 * Enough of HTML to know whether a token stands inside a tag: a tag opens with `<` and a letter or
 * `/` (a `<` in text, `a < b`, opens none), a quote inside a tag opens an attribute value, and a
 * comment (`<!-- the runtime's own -->`) is skipped whole, so an apostrophe in it opens nothing.
 * `read` takes the text between tokens and returns how many line breaks it held.
 */
function createMarkupPosition() {
  let where: 'text' | 'tag' | 'comment' = 'text';
  let quote: string | null = null;
  return {
    inTag: () => where === 'tag',
    read(text: string): number {
      let breaks = 0;
      for (let i = 0; i < text.length; i += 1) {
        const char = text[i];
        if (char === '\n') breaks += 1;
        if (where === 'comment') {
          if (text.startsWith('-->', i)) {
            where = 'text';
            i += 2;
          }
        } else if (quote) {
          if (char === quote) quote = null;
        } else if (where === 'tag') {
          if (char === '"' || char === "'") quote = char;
          else if (char === '>') where = 'text';
        } else if (char === '<') {
          if (text.startsWith('<!--', i)) {
            where = 'comment';
            i += 3;
          } else if (/[A-Za-z/]/.test(text[i + 1] ?? '')) where = 'tag';
        }
      }
      return breaks;
    },
  };
}

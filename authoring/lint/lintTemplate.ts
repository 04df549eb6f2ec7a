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
  let inTag = false;
  let quote: string | null = null;
  for (const token of tokenize(template)) {
    if (token.kind === 'text') {
      for (const char of token.text) {
        if (char === '\n') line += 1;
        // Enough of HTML to know whether a token stands inside a tag's attribute value.
        if (quote) {
          if (char === quote) quote = null;
        } else if (inTag && (char === '"' || char === "'")) quote = char;
        else if (char === '<') inTag = true;
        else if (char === '>') inTag = false;
      }
      continue;
    }
    const at = { line, token: token.raw };
    if (token.kind === 'unsupported') {
      issues.push({ ...at, message: 'not supported: triple braces, sections, partials, helpers and comments are never executed and render nothing' });
    } else if (inTag && isComponentToken(token.name)) {
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

import type { CssRemoval } from './cssRuleTree.ts';
import { skipComment, skipEscape, skipString } from './cssText.ts';

/**
 * Brackets (`{`, `(` and `[` together, a function's `name(` included) a partner stylesheet may nest
 * before a parser reads it. Real stylesheets stay far below (rules nest at most CSS_NESTING_LIMIT
 * deep, calc() and :is() a few levels); Chromium's own CSS parser takes 114 ms for 8,000 nested
 * `:is(` and crashes the tab at 16,000 (80 kB, under PARTNER_CSS_LIMIT), as it does for 16,000
 * nested rules.
 */
export const CSS_BRACKET_DEPTH_LIMIT = 64;

const CLOSER: Record<number, number> = { 123: 125, 40: 41, 91: 93 }; // { } ( ) [ ]

/** A statement's first characters as written: what a removal names, and the linter finds by. */
function statementText(statement: string): string {
  return statement.trim().slice(0, 80).trimEnd();
}

/**
 * Partner CSS with every top-level statement (a rule, or an at-rule with its block) that nests
 * brackets deeper than CSS_BRACKET_DEPTH_LIMIT taken out, before any parser sees it; each one is
 * named in `removed` by its first characters as written ('too-deep'), and only its line breaks are
 * left in its place. One forward pass over the text: strings, comments and escapes are stepped
 * over as the CSS tokenizer reads them.
 */
export function boundCssNesting(text: string): { text: string; removed: CssRemoval[] } {
  const closers: number[] = [];
  const removed: CssRemoval[] = [];
  let kept = '';
  let keptUpTo = 0;
  let statementStart = 0;
  let tooDeep = false;
  const endStatement = (end: number) => {
    if (tooDeep) {
      const statement = text.slice(statementStart, end);
      removed.push({ what: statementText(statement), why: 'too-deep' });
      // Its line breaks stay: what follows keeps its line numbers, which removals report.
      kept += text.slice(keptUpTo, statementStart) + statement.replace(/[^\n]/g, '');
      keptUpTo = end;
      tooDeep = false;
    }
    statementStart = end;
  };
  for (let i = 0; i < text.length; ) {
    const code = text.charCodeAt(i);
    if (code === 34 || code === 39) {
      const end = skipString(text, i);
      // A string left open ends at its line's end, as the tokenizer's bad string does.
      i = end === -1 ? nextLineBreak(text, i) : end;
    } else if (code === 47 && text.charCodeAt(i + 1) === 42) {
      i = skipComment(text, i);
    } else if (code === 92) {
      i = skipEscape(text, i);
    } else if (CLOSER[code] !== undefined) {
      closers.push(CLOSER[code] as number);
      if (closers.length > CSS_BRACKET_DEPTH_LIMIT) tooDeep = true;
      i += 1;
    } else if (code === closers.at(-1)) {
      closers.pop();
      i += 1;
      if (closers.length === 0 && code === 125) endStatement(i);
    } else {
      i += 1;
      if (closers.length === 0 && code === 59) endStatement(i);
    }
  }
  // What the end of the text leaves open is closed by the parser: the statement ends there.
  endStatement(text.length);
  return removed.length === 0 ? { text, removed } : { text: kept + text.slice(keptUpTo), removed };
}

function nextLineBreak(text: string, at: number): number {
  for (let i = at + 1; i < text.length; i += 1) {
    const code = text.charCodeAt(i);
    if (code === 10 || code === 13 || code === 12) return i;
  }
  return text.length;
}

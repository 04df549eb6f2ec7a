import type { CssRemovalReason } from './cssRuleTree.ts';

/** Each removal reason in a sentence, for the template linter (not shipped in the browser bundle). */
export const CSS_REMOVAL_REASONS: Record<CssRemovalReason, string> = {
  'at-rule': 'only @media, @supports and @container are allowed: the other at-rules load (@import, @font-face) or define page-wide names (@keyframes, @property, @layer ...)',
  'outside-root': 'the selector could match or read elements outside the navigation: the root (& or :scope) may only start a selector, and :is(), :not(), :where() may not hold combinators, nor :has() sibling ones',
  'other-origin': 'loads from an origin other than the marketplace and the configured asset origins (only relative URLs and data:image/png, gif, jpeg or webp are allowed)',
  unjudgeable: 'var() inside a loading function, or position through var(), cannot be judged before the page is styled',
  escape: 'an escape is left in the value after the browser read it: it could hide a function name',
  'script-hook': 'a legacy script hook (expression(), behavior, -moz-binding, paint()) or a javascript: URL',
  'refused-function': 'element() and paint() draw other content or run a worklet',
  'font-descriptor': 'fonts are not partner CSS (@font-face, src, unicode-range)',
  'page-position': 'position: fixed and sticky place a box against the page instead of the header',
  'viewport-unit': 'viewport and container-query units size a box against the page instead of the header',
  malformed: 'not well-formed (an unterminated string, a brace or semicolon inside a value, unbalanced brackets, an empty value)',
  unreadable: 'the stylesheet could not be read as CSS',
};

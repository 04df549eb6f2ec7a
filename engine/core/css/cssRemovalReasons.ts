import type { CssRemovalReason } from './cssRuleTree.ts';
import { CSS_BRACKET_DEPTH_LIMIT } from './boundCssNesting.ts';
import { MAX_PARTNER_Z_INDEX } from './judgeCssZIndex.ts';

/**
 * Why the partner CSS policy (DESIGN §3) removes a rule or property, in the partner's words: for
 * the template linter only, so the browser bundle carries the codes and none of this prose.
 */
export const CSS_REMOVAL_REASONS: Readonly<Record<CssRemovalReason, string>> = {
  'at-rule': 'only @media, @supports and @container are kept: other at-rules load files or define names for the whole page',
  'outside-root': 'the selector could match or read outside the nav (a combinator inside :is()/:not()/:has(), or the root after another selector)',
  'other-origin': 'url() and image functions may load only relative URLs, the marketplace\'s origin or a configured asset origin',
  unjudgeable: 'a var() or other substitution here hides what the value will be, so it cannot be checked',
  escape: 'escapes (\\) are refused in values: they can hide a function name',
  'script-hook': 'javascript:, expression(), behavior and -moz-binding run script',
  'refused-function': 'element(), paint() and -webkit-canvas() paint something other than the nav',
  'font-descriptor': 'src and unicode-range belong to @font-face, which is refused',
  'page-position': 'position: fixed or sticky places a box against the page, not the header',
  'page-stacking': `z-index may be auto or a whole number up to ${MAX_PARTNER_Z_INDEX}, as high as the nav's own menus: a higher one, or one through var(), calc() or env(), could lay the nav over the host page's own elements`,
  'end-tag': '"</" (written so or as an escape, \\3c/) would end the page\'s <style> element and turn the rest into markup',
  'viewport-unit': 'viewport units (vw, vh, dvh ...) size against the page: use %, em or rem',
  malformed: 'the browser would not read it as written (unbalanced brackets, a stray ; or {)',
  'too-deep': `brackets ({, ( and [ together) nested more than ${CSS_BRACKET_DEPTH_LIMIT} deep: a browser's CSS parser can stall or crash the page on such text, so the whole rule or at-rule is dropped before any parser reads it`,
  unreadable: 'the stylesheet could not be read at all',
};

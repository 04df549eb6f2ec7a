/**
 * A partner stylesheet as both readers give it (the browser's CSSOM, postcss on a server): the
 * shapes the policy judges and the emitter writes, whatever parser read the text. Selectors,
 * conditions and values are the parser's own serialization: escapes already resolved, except in
 * `raw` values (custom properties and values with var()), which keep the author's text.
 */
export interface CssDeclaration {
  property: string;
  value: string;
  important: boolean;
}

/** A style rule; `rules` are its nested rules (CSS nesting). */
interface CssStyleRule {
  type: 'style';
  selector: string;
  declarations: CssDeclaration[];
  rules: CssRule[];
}

/** Declarations that follow a nested rule inside a style rule (CSSOM's CSSNestedDeclarations). */
interface CssNestedDeclarations {
  type: 'declarations';
  declarations: CssDeclaration[];
}

/** An at-rule with a block of rules: `@media`, `@supports`, `@container`, and the ones refused. */
interface CssGroupRule {
  type: 'group';
  /** Lower case, without the `@`. */
  name: string;
  condition: string;
  rules: CssRule[];
}

/** Any other at-rule (`@import`, `@font-face`, `@keyframes` ...): kept only to say it was removed. */
interface CssOtherAtRule {
  type: 'at';
  name: string;
}

/** Rules nested deeper than this are dropped by both readers: no real stylesheet nests that far, and the walk stays shallow. */
export const CSS_NESTING_LIMIT = 32;

export type CssRule = CssStyleRule | CssNestedDeclarations | CssGroupRule | CssOtherAtRule;

/**
 * Why the policy took something out. Codes, not sentences, so that the browser bundle carries no
 * prose: cssRemovalReasons.ts explains each one (the template linter shows those).
 */
export type CssRemovalReason =
  | 'at-rule'
  | 'outside-root'
  | 'other-origin'
  | 'unjudgeable'
  | 'escape'
  | 'script-hook'
  | 'refused-function'
  | 'font-descriptor'
  | 'page-position'
  | 'page-stacking'
  | 'end-tag'
  | 'viewport-unit'
  | 'malformed'
  | 'too-deep'
  | 'unreadable';

/** What the policy took out of a partner's CSS, and why. */
export interface CssRemoval {
  /**
   * The selector, `@name` or `selector { property }` that was removed; the selector as the parser
   * read it from the partner's text, before `.unav-root` is written out as `:scope`, so that the
   * partner recognizes it.
   */
  what: string;
  why: CssRemovalReason;
  /** The 1-based line where it is written, when the reader knows it: the server's does, the browser's CSSOM has no positions. */
  line?: number | undefined;
}

/**
 * The 1-based line of each rule and declaration of a tree, as the server reader found them. Kept
 * beside the tree, not in it, so that both readers still give equal trees.
 */
export type CssLines = WeakMap<CssRule | CssDeclaration, number>;

export interface PartnerCssPolicy {
  /** The nav root's selector: every partner rule is nested in `@scope (rootSelector)`. */
  rootSelector: string;
  /** Origins that `url()` and the other loading functions may name; relative URLs are always allowed. */
  allowedOrigins: readonly string[];
}

/** The CSS to put on the page ('' when nothing is left) and what was removed. */
export interface ScopedPartnerCss {
  css: string;
  removed: CssRemoval[];
}

import { scopePartnerCssInBrowser } from './scopePartnerCssInBrowser.ts';

/** A partner's two stylesheet fields, as a template set carries them. */
export interface PartnerCssFields {
  css?: string | undefined;
  cssHeader?: string | undefined;
}

/** Where a root's partner CSS may load from and what it is scoped to. */
export interface PartnerCssTarget {
  rootSelector: string;
  marketUrl: string;
  assetOrigins?: readonly string[] | undefined;
}

/** The last few results of each page: a view renders a root's partner CSS once or twice (cached, then fresh), for up to three roots. */
const KEPT = 8;
const keptFor = new WeakMap<Document, Map<string, string>>();

function originOf(url: string): string | undefined {
  try {
    return new URL(url).origin;
  } catch {
    return undefined;
  }
}

/**
 * A partner's css/cssHeader made safe and scoped to one nav root (scopePartnerCssInBrowser), each
 * field read on its own (a brace left open in `css` cannot swallow `cssHeader`). URLs may name the
 * marketplace's origin and the configured asset origins; without a valid market URL only relative
 * ones survive. Kept for the same input, so that a render ahead of time (preparePartnerCss) spares
 * the render its work, and its removal warnings are told once. Empty without constructable sheets.
 */
export function scopedPartnerCss(fields: PartnerCssFields, target: PartnerCssTarget, warn: (message: string) => void = (message) => console.warn(message)): string {
  const { css = '', cssHeader = '' } = fields;
  const view = typeof document === 'undefined' ? undefined : document.defaultView;
  if (!view?.CSSStyleSheet || (!css && !cssHeader)) return '';
  const origins = [target.marketUrl, ...(target.assetOrigins ?? [])].map(originOf).filter((origin): origin is string => origin !== undefined && origin !== 'null');
  const key = JSON.stringify([css, cssHeader, target.rootSelector, origins]);
  let kept = keptFor.get(document);
  if (!kept) keptFor.set(document, (kept = new Map()));
  const known = kept.get(key);
  if (known !== undefined) return known;
  const options = { rootSelector: target.rootSelector, allowedOrigins: origins, warn };
  let scoped = '';
  try {
    scoped = [
      css && scopePartnerCssInBrowser(css, { ...options, field: 'css' }, view.CSSStyleSheet).css,
      cssHeader && scopePartnerCssInBrowser(cssHeader, { ...options, field: 'cssHeader' }, view.CSSStyleSheet).css,
    ].filter(Boolean).join('\n');
  } catch {
    // A browser without constructable style sheets cannot read partner CSS: the header goes without it.
    return '';
  }
  if (kept.size >= KEPT) kept.delete(kept.keys().next().value as string);
  kept.set(key, scoped);
  return scoped;
}

import { dropTrailingSlashes } from '../routes/dropTrailingSlashes.ts';

/**
 * URLs a template or a value may carry (DESIGN §3): http, https, mailto, tel, and relative ones.
 * Everything else (javascript:, data:, vbscript:, blob:, ...) is refused. Control characters and
 * whitespace that browsers ignore inside a scheme are removed before the check.
 */
const IGNORED = /[\u0000-\u0020\u007f-\u009f\u00ad\u200b-\u200f\u2028\u2029\ufeff]/g;
const SCHEME = /^([a-z][a-z0-9+.-]*):/i;
const ALLOWED_SCHEMES = new Set(['http', 'https', 'mailto', 'tel']);

export function isAllowedUrl(value: string): boolean {
  const compact = value.replace(IGNORED, '');
  // Backslashes are read as slashes by browsers, so '\\evil' is a protocol-relative URL: still fine,
  // it is http(s) to another host; only the scheme matters here.
  const scheme = SCHEME.exec(compact)?.[1];
  if (scheme === undefined) {
    // '&#x6A;avascript:' style entities are decoded before we see them; a ':' before any '/', '?' or
    // '#' still means a scheme the regex did not read (for example one with invalid characters).
    const colon = compact.indexOf(':');
    const boundary = compact.search(/[/?#]/);
    return colon === -1 || (boundary !== -1 && boundary < colon);
  }
  return ALLOWED_SCHEMES.has(scheme.toLowerCase());
}

/** True for URLs that are complete on their own: with a scheme, or protocol-relative. */
export function isAbsoluteUrl(value: string): boolean {
  return SCHEME.test(value) || value.startsWith('//');
}

/**
 * SPEC §5: a non-absolute link gets the marketplace URL prefix unless it is marked relative;
 * a fragment-only link stays as it is (it is not followed).
 */
export function resolveLink(href: string, marketUrl: string, markedRelative = false): string {
  const trimmed = href.trim();
  if (markedRelative || trimmed === '' || trimmed.startsWith('#') || isAbsoluteUrl(trimmed)) return trimmed;
  const base = dropTrailingSlashes(marketUrl);
  return trimmed.startsWith('/') ? base + trimmed : `${base}/${trimmed}`;
}

/** SPEC §5: a link with no href or href '#' is not followed. */
export function isInertLink(href: string | null | undefined): boolean {
  return href == null || href.trim() === '' || href.trim() === '#';
}

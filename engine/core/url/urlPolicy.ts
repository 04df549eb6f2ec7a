import { joinUrl } from './joinUrl.ts';

/**
 * The one URL policy of the runtime: every URL it writes into the page (href, src) or opens comes
 * through here.
 *
 * - links: http, https, mailto, tel, and relative ones (DESIGN §3);
 * - images: http, https, relative, and data:image/ of the raster types png, gif, jpeg and webp
 *   (an SVG document can carry script; text/html is a page).
 *
 * Everything else (javascript:, vbscript:, data: of other types, blob:, ...) is refused. Control
 * characters and whitespace that browsers ignore inside a scheme are removed before the check, and a
 * value is judged twice: as written and as it reads once HTML character references are decoded
 * ('&#106;avascript:', 'javascript&colon;'), since a value may pass through markup on its way.
 */
// eslint-disable-next-line no-control-regex -- the control characters a browser skips in a scheme
const IGNORED = /[\u0000-\u0020\u007f-\u009f\u00ad\u200b-\u200f\u2028\u2029\ufeff]/g;
const SCHEME = /^([a-z][a-z0-9+.-]*):/i;
const LINK_SCHEMES = new Set(['http', 'https', 'mailto', 'tel']);
const IMAGE_SCHEMES = new Set(['http', 'https']);
const RASTER_DATA_IMAGE = /^data:image\/(?:png|gif|jpeg|webp)[;,]/i;
// Only the references that can spell or split a scheme matter here: numeric ones, colon, tab, newline.
const REFERENCE = /&(?:#x([0-9a-f]{1,8})|#([0-9]{1,10})|(colon|tab|newline));?/gi;
const NAMED: Readonly<Record<string, string>> = { colon: ':', tab: '\t', newline: '\n' };

/** A link URL: http, https, mailto, tel or relative. */
export function isAllowedUrl(value: string): boolean {
  return readings(value).every((url) => {
    const scheme = readScheme(url);
    return scheme === null || LINK_SCHEMES.has(scheme);
  });
}

/** An image URL: http, https, relative, or a data: URL of a raster image type. */
export function isAllowedImageUrl(value: string): boolean {
  return readings(value).every((url) => {
    const scheme = readScheme(url);
    return scheme === null || IMAGE_SCHEMES.has(scheme) || (scheme === 'data' && isRasterDataImage(url));
  });
}

/** A data: URL of a raster image type (png, gif, jpeg, webp): an SVG document can carry script. */
export function isRasterDataImage(url: string): boolean {
  return RASTER_DATA_IMAGE.test(url);
}

/** An API value as a link URL (trimmed), or undefined when it is not a non-empty allowed link. */
export function toLinkUrl(value: unknown): string | undefined {
  if (typeof value !== 'string' || value.trim() === '') return undefined;
  return isAllowedUrl(value) ? value.trim() : undefined;
}

/** An API value as an image URL (trimmed), or undefined when it is not a non-empty allowed image. */
export function toImageUrl(value: unknown): string | undefined {
  if (typeof value !== 'string' || value.trim() === '') return undefined;
  return isAllowedImageUrl(value) ? value.trim() : undefined;
}

/** True for URLs that are complete on their own: with a scheme, or protocol-relative. */
function isAbsoluteUrl(value: string): boolean {
  return SCHEME.test(value) || value.startsWith('//');
}

/**
 * SPEC §5: a non-absolute link gets the marketplace URL prefix unless it is marked relative;
 * a fragment-only link stays as it is (it is not followed).
 */
export function resolveLink(href: string, marketUrl: string, markedRelative = false): string {
  const trimmed = href.trim();
  if (markedRelative || trimmed === '' || trimmed.startsWith('#') || isAbsoluteUrl(trimmed)) return trimmed;
  return joinUrl(marketUrl, trimmed);
}

/** SPEC §5: a link with no href or href '#' is not followed. */
export function isInertLink(href: string | null | undefined): boolean {
  return href == null || href.trim() === '' || href.trim() === '#';
}

/** The value as written and as decoded once, each without the characters browsers skip. */
function readings(value: string): string[] {
  const written = value.replace(IGNORED, '');
  const decoded = value.replace(REFERENCE, decodeReference).replace(IGNORED, '');
  return decoded === written ? [written] : [written, decoded];
}

/**
 * The lower-cased scheme, null for a relative URL, or '?' for a ':' before any '/', '?' or '#'
 * that the scheme pattern did not read (a scheme with characters it does not allow).
 */
function readScheme(url: string): string | null {
  const scheme = SCHEME.exec(url)?.[1];
  if (scheme !== undefined) return scheme.toLowerCase();
  const colon = url.indexOf(':');
  const boundary = url.search(/[/?#]/);
  return colon === -1 || (boundary !== -1 && boundary < colon) ? null : '?';
}

function decodeReference(match: string, hex?: string, decimal?: string, name?: string): string {
  if (name !== undefined) return NAMED[name.toLowerCase()] ?? match;
  const code = hex !== undefined ? parseInt(hex, 16) : Number(decimal);
  return code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : '\ufffd';
}

import { isRasterDataImage } from '../url/urlPolicy.ts';

/**
 * Whether partner CSS may load `url` (DESIGN §3): a relative URL, one on an allowed origin (the
 * marketplace's, a configured asset origin), or an inline raster image. The URL is the one a parser
 * read, escapes resolved; it is resolved with the WHATWG URL parser, as the browser would (tabs,
 * newlines and backslashes in a URL do not hide `//other.example`).
 */
const BASES = ['https://a.invalid/', 'https://b.invalid/'] as const;

export function isAllowedCssUrl(url: string, allowedOrigins: readonly string[]): boolean {
  const trimmed = url.trim();
  if (/^data:/i.test(trimmed)) return isRasterDataImage(trimmed);
  try {
    // Relative: it resolves onto whichever base it is given.
    const [first, second] = BASES.map((base) => new URL(trimmed, base));
    if (first?.origin === new URL(BASES[0]).origin && second?.origin === new URL(BASES[1]).origin) return true;
    return (first?.protocol === 'https:' || first?.protocol === 'http:') && allowedOrigins.includes(first.origin);
  } catch {
    return false;
  }
}

/**
 * A partner's css/cssHeader, made safe to put on the page (DESIGN §3): scoped to the nav root with
 * @scope, no @import, no url() to another origin, no legacy script hooks. Anything refused is
 * removed, not escaped: CSS has no safe way to show it.
 */
const COMMENTS = /\/\*[\s\S]*?\*\//g;
const IMPORTS = /@import[^;]*;?/gi;
const LEGACY = /expression\s*\(|behavio(u)?r\s*:|-moz-binding|javascript:/gi;
const URL_FUNCTION = /url\(\s*(['"]?)(.*?)\1\s*\)/gi;

function isSameOriginOrRelative(url: string, origin: string): boolean {
  const trimmed = url.trim();
  if (/^data:image\/(png|gif|jpeg|webp);/i.test(trimmed)) return true;
  if (/^[a-z][a-z0-9+.-]*:/i.test(trimmed) || trimmed.startsWith('//')) {
    try {
      return new URL(trimmed, origin).origin === origin;
    } catch {
      return false;
    }
  }
  return true;
}

export function sanitizeCss(css: string, allowedOrigin: string): string {
  return css
    .replace(COMMENTS, '')
    .replace(/<\/?style/gi, '')
    .replace(IMPORTS, '')
    .replace(LEGACY, '')
    .replace(URL_FUNCTION, (whole, _quote: string, url: string) => (isSameOriginOrRelative(url, allowedOrigin) ? whole : 'none'));
}

/**
 * Wraps sanitized CSS so that it applies inside the nav root only. Partners write selectors from
 * the root (`.unav-root .menu`); inside @scope the root itself is `:scope`, so that prefix is
 * rewritten, or it would look for a second root inside the first and match nothing.
 */
export function scopeCss(css: string, scopeSelector: string, allowedOrigin: string): string {
  const safe = sanitizeCss(css, allowedOrigin).replace(/\.unav-root(?![\w-])/g, ':scope').trim();
  return safe ? `@scope (${scopeSelector}) {\n${safe}\n}` : '';
}

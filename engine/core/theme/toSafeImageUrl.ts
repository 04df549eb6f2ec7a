import { isAllowedImageUrl } from '../url/urlPolicy.ts';

/**
 * A theme image URL that goes into a CSS value or an img src: allowed by the URL policy's image
 * rule, and further an absolute http(s) URL with no character that could end a CSS url("") or an
 * attribute. Relative, data:, javascript: and malformed URLs are refused.
 */
export function toSafeImageUrl(value: unknown): string | undefined {
  if (typeof value !== 'string' || value.trim() === '' || !isAllowedImageUrl(value)) return undefined;
  let url: URL;
  try {
    url = new URL(value.trim());
  } catch {
    return undefined;
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return undefined;
  const href = url.href;
  // URL parsing percent-encodes quotes, spaces and angle brackets, but not these.
  return /["'()\\\s<>]/.test(href) ? undefined : href;
}

/**
 * An http(s) image URL, absolute, with no character that could end a CSS url("") or an attribute.
 * Relative, data:, javascript: and malformed URLs are refused.
 */
export function toSafeImageUrl(value: unknown): string | undefined {
  if (typeof value !== 'string' || value.trim() === '') return undefined;
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

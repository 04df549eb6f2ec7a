/**
 * App URLs come from the API and become href/src: only http(s) and same-site paths are allowed,
 * never javascript:, data: or protocol-relative ('//host') ones.
 */
export function isSafeAppUrl(value: unknown): value is string {
  if (typeof value !== 'string') return false;
  const url = value.trim();
  if (url === '') return false;
  if (url.startsWith('/')) return !url.startsWith('//') && !url.startsWith('/\\');
  return /^https?:\/\/[^\s]+$/i.test(url);
}

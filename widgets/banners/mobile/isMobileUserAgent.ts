/** A phone or tablet browser, by its user-agent string (mobile-site return banner, SPEC §4). */
export function isMobileUserAgent(userAgent: string): boolean {
  return /Android|webOS|iPhone|iPad|iPod|BlackBerry|IEMobile|Windows Phone|Opera Mini|Mobile/i.test(userAgent);
}

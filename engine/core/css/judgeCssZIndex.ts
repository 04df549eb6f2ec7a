/**
 * The highest z-index partner CSS may give: the runtime's own menus (runtime/templates/nav.css and the
 * widgets' stylesheets stack their open menus at 1000). A partner box may rise as high as they do
 * and no higher, so a host page's own fixed elements (a cookie bar, a chat button) stacked above
 * them stay above the nav too.
 */
export const MAX_PARTNER_Z_INDEX = 1000;

/**
 * Whether partner CSS may give this z-index (DESIGN §3): `auto` or a whole number no higher than
 * MAX_PARTNER_Z_INDEX. Anything else could put the nav over the host page, or is known only when
 * the page is styled (var(), calc(), env(), attr(), inherit): refused rather than guessed.
 */
export function isAllowedCssZIndex(value: string): boolean {
  const trimmed = value.trim();
  if (/^auto$/i.test(trimmed)) return true;
  return /^[+-]?\d+$/.test(trimmed) && Number(trimmed) <= MAX_PARTNER_Z_INDEX;
}

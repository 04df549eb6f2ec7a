/**
 * The nav root a partner's CSS is scoped to (`@scope (<this>)`): the root of one kind (header,
 * footer, search) on the page, or of one preview. Live roots carry no `data-unav-preview`; each
 * preview's roots carry their own id, so a preview's partner CSS never styles the live nav or
 * another preview, and the live partner CSS never styles a preview. The browser (NavRoot) and the
 * server (partnerCssOfRoots) both take it from here: server-rendered CSS scopes the roots the
 * browser then hydrates. The preview tests sit in :where(): they add no specificity, so
 * wherever a browser weighs the scope's selector (`&` in partner CSS) it weighs what it did.
 */
export function partnerCssRootSelector(kind: string, previewId?: number): string {
  const root = `.unav-root[data-unav-root='${kind}']`;
  return previewId === undefined ? `${root}:where(:not([data-unav-preview]))` : `${root}:where([data-unav-preview='${previewId}'])`;
}

import type { PreviewPortal } from './productPreview.ts';

/** Where Cancel returns to (SPEC §2): the theme list, the product's editor by portal, or /home. */
export function previewCancelPath(preview: { kind: 'theme' } | { kind: 'product'; productId: string; portal: PreviewPortal | undefined }): string {
  if (preview.kind === 'theme') return '/branding/themes';
  const id = encodeURIComponent(preview.productId);
  switch (preview.portal) {
    case 'channel':
      return `/channel/editApp/${id}`;
    case 'cms':
      return `/cms/editApp/${id}`;
    case 'customize':
      return `/channel/customizeApp/${id}`;
    default:
      return '/home';
  }
}

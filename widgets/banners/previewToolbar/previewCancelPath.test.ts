import { expect, it } from 'vitest';
import { previewCancelPath } from './previewCancelPath.ts';

it('cancel returns to the theme list from a theme preview', () => {
  expect(previewCancelPath({ kind: 'theme' })).toBe('/branding/themes');
});

it('cancel returns to the product editor of the portal, or /home when the portal is unknown', () => {
  expect(previewCancelPath({ kind: 'product', productId: '42', portal: 'channel' })).toBe('/channel/editApp/42');
  expect(previewCancelPath({ kind: 'product', productId: '42', portal: 'cms' })).toBe('/cms/editApp/42');
  expect(previewCancelPath({ kind: 'product', productId: '42', portal: 'customize' })).toBe('/channel/customizeApp/42');
  expect(previewCancelPath({ kind: 'product', productId: '42', portal: undefined })).toBe('/home');
});

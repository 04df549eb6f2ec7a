import { expect, it } from 'vitest';
import { getActivePreview, type ActivePreviewInput } from './activePreview.ts';

const base: ActivePreviewInput = {
  heartbeat: undefined,
  devMode: undefined,
  pathname: '/home',
  themePreview: false,
  storedProductId: undefined,
  storedRecord: null,
};
const stored = { productId: '42', portal: 'cms' as const };

it('a dev query plus product id starts a product preview, even over another stored product', () => {
  expect(getActivePreview({ ...base, devMode: 'CUSTOMIZE' as const, pathname: '/apps/43' })).toEqual({
    kind: 'product',
    record: { productId: '43', portal: 'customize' },
  });
  expect(getActivePreview({ ...base, devMode: 'CMS' as const, pathname: '/apps/43', storedProductId: '42', storedRecord: stored }).kind).toBe(
    'product',
  );
});

it('a live session keeps the stored product preview on the next storefront page', () => {
  const input = { ...base, heartbeat: 'true', pathname: '/apps/42/pricing', storedProductId: '42', storedRecord: stored };
  expect(getActivePreview(input)).toEqual({ kind: 'product', record: stored });
  expect(getActivePreview({ ...input, pathname: '/apps/77' })).toEqual({ kind: 'none' });
  expect(getActivePreview({ ...input, heartbeat: undefined })).toEqual({ kind: 'none' });
});

it('a product preview wins over a theme preview; a theme preview alone shows the theme toolbar', () => {
  expect(getActivePreview({ ...base, themePreview: true, storedRecord: stored, storedProductId: '42' }).kind).toBe('product');
  expect(getActivePreview({ ...base, themePreview: true })).toEqual({ kind: 'theme' });
});

it('no toolbar on admin pages', () => {
  expect(getActivePreview({ ...base, themePreview: true, pathname: '/branding/themes' })).toEqual({ kind: 'none' });
  expect(getActivePreview({ ...base, devMode: 'CMS' as const, pathname: '/cms/editApp/42' })).toEqual({ kind: 'none' });
});

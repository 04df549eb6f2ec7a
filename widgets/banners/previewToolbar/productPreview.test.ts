import { expect, it } from 'vitest';
import { getProductIdFromPath, getProductPreviewFromUrl, parseProductPreview } from './productPreview.ts';

it('product preview needs a dev query value and a numeric product id in the path', () => {
  expect(getProductPreviewFromUrl('/apps/12345/office-suite', 'CHANNEL')).toEqual({ productId: '12345', portal: 'channel' });
  expect(getProductPreviewFromUrl('/apps/12345', 'CMS')).toEqual({ productId: '12345', portal: 'cms' });
  expect(getProductPreviewFromUrl('/apps/12345', 'CUSTOMIZE')).toEqual({ productId: '12345', portal: 'customize' });
  expect(getProductPreviewFromUrl('/apps/office-suite', 'CHANNEL')).toBeNull();
  expect(getProductPreviewFromUrl('/apps/12345', undefined)).toBeNull();
});

it('the product id is the first all-digit path segment', () => {
  expect(getProductIdFromPath('/apps/12a45/99')).toBe('99');
  expect(getProductIdFromPath('/home')).toBeNull();
});

it('the product-preview cookie record is parsed, invalid ones ignored', () => {
  expect(parseProductPreview('{"productId":"77","portal":"cms"}')).toEqual({ productId: '77', portal: 'cms' });
  expect(parseProductPreview('{"productId":77,"portal":"other"}')).toEqual({ productId: '77' });
  expect(parseProductPreview('{"productId":"../x"}')).toBeNull();
  expect(parseProductPreview('not json')).toBeNull();
  expect(parseProductPreview(undefined)).toBeNull();
});

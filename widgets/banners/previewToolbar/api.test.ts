import { expect, it, vi } from 'vitest';
import { createTestEnv } from '../../../test/testEnv.ts';
import { fetchProductPreview, productPreviewUrl } from './api.ts';

const api = 'https://market.example.com';

function json(body: unknown, status = 200) {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
}

it('a native preview reads the marketplace product; a network preview reads the customization', () => {
  expect(productPreviewUrl(api, { productId: '42', portal: 'channel' }, 'en-US')).toBe(
    'https://market.example.com/api/marketplace/v1/products/42.json',
  );
  expect(productPreviewUrl(api, { productId: '42', portal: 'customize' }, 'fr-CA')).toBe(
    'https://market.example.com/api/channel/v1/customizations/preview.json?applicationId=42&locale=fr-CA',
  );
});

it('the product name and last-modified time are read from the product', async () => {
  const fetch = vi.fn(async () => json({ name: 'Office Suite', lastModified: 1700000000000, other: 1 }));
  const env = createTestEnv({ fetch });
  expect(await fetchProductPreview(env, api, { productId: '42', portal: 'cms' }, 'en-US')).toEqual({
    name: 'Office Suite',
    lastModified: 1700000000000,
  });
});

it('a failed or non-ok product call is treated as empty', async () => {
  const failing = createTestEnv({ fetch: vi.fn(async () => json({ name: 'Hidden' }, 500)) });
  expect(await fetchProductPreview(failing, api, { productId: '42', portal: 'cms' }, 'en-US')).toEqual({});
  const offline = createTestEnv();
  expect(await fetchProductPreview(offline, api, { productId: '42', portal: 'cms' }, 'en-US')).toEqual({});
});

import { expect, it } from 'vitest';
import { partnerCssOrigins } from './partnerCssOrigins.ts';

it("gives the marketplace's and the asset origins as origins, without what is no URL or has no origin", () => {
  expect(partnerCssOrigins('https://market.example.com/shop/', ['https://cdn.example.net/assets/', 'not a url', 'data:text/plain,x']))
    .toEqual(['https://market.example.com', 'https://cdn.example.net']);
});

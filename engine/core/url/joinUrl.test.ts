import { describe, expect, it } from 'vitest';
import { joinUrl } from './joinUrl.ts';

describe('joinUrl', () => {
  it('keeps a single slash between the base URL and the path', () => {
    expect(joinUrl('https://m.example', '/api/x')).toBe('https://m.example/api/x');
    expect(joinUrl('https://m.example/', '/api/x')).toBe('https://m.example/api/x');
    expect(joinUrl('https://m.example//', 'api/x')).toBe('https://m.example/api/x');
  });

  it('links are relative to the marketplace base URL, with or without a trailing slash', () => {
    expect(joinUrl('https://market.example.com', '/home')).toBe('https://market.example.com/home');
    expect(joinUrl('https://market.example.com/', '/home')).toBe('https://market.example.com/home');
    expect(joinUrl('https://market.example.com/sub', 'myapps')).toBe('https://market.example.com/sub/myapps');
  });

  it('keeps a base path of the API', () => {
    expect(joinUrl('https://m.example/gateway/', '/api/x')).toBe('https://m.example/gateway/api/x');
  });

  it('reads a base URL with 300,000 slashes inside in one pass', () => {
    const base = `https://m.example${'/'.repeat(300_000)}gateway`;
    expect(joinUrl(`${base}/`, '/api/x')).toBe(`${base}/api/x`);
    const market = `https://market.example.com${'/'.repeat(300_000)}sub`;
    expect(joinUrl(`${market}/`, '/home')).toBe(`${market}/home`);
  });
});

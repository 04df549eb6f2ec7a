import { expect, it } from 'vitest';
import { createPreviewToolbarState, getToolbarMode, previewToolbarReducer } from './state.ts';

it('the toolbar mode defaults to fullscreen and is read from its cookie', () => {
  expect(getToolbarMode(undefined)).toBe('fullscreen');
  expect(getToolbarMode('garbage')).toBe('fullscreen');
  expect(getToolbarMode('minimized')).toBe('minimized');
});

it('hide minimizes the toolbar and show brings it back', () => {
  const hidden = previewToolbarReducer(createPreviewToolbarState('fullscreen'), { type: 'HideClicked' });
  expect(hidden.mode).toBe('minimized');
  expect(previewToolbarReducer(hidden, { type: 'HideClicked' })).toBe(hidden);
  expect(previewToolbarReducer(hidden, { type: 'ShowClicked' }).mode).toBe('fullscreen');
});

it('product data goes from loading to loaded', () => {
  const loading = previewToolbarReducer(createPreviewToolbarState('fullscreen'), { type: 'ProductRequested' });
  expect(loading.productStatus).toBe('loading');
  const loaded = previewToolbarReducer(loading, { type: 'ProductLoaded', product: { name: 'Chat', lastModified: 5 } });
  expect(loaded).toEqual({ mode: 'fullscreen', productStatus: 'loaded', product: { name: 'Chat', lastModified: 5 } });
});

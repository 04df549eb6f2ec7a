import { expect, it } from 'vitest';
import { isAssetFileName } from './isAssetFileName.ts';

it('image, font, style and source-map file names are assets', () => {
  for (const name of ['olivia-martin.svg', 'logo@2x.png', 'photo.JPEG', 'icon.ico', 'inter.woff2', 'main.3f2a1.css', 'app.js.map']) {
    expect(isAssetFileName(name), name).toBe(true);
  }
});

it('documents, product names and sentences are not', () => {
  for (const label of ['INV-2026-0142.pdf', 'Node.js', 'Chart.js', 'Socket.io', 'my logo.png', 'Slack Pro', 'svg']) {
    expect(isAssetFileName(label), label).toBe(false);
  }
});

import { expect, it } from 'vitest';
import { createTestNavContext } from '../../test/createTestNavContext.ts';
import { getShortcutLinks } from './shortcutLinks.ts';

const content = [
  { name: 'Appwise', launchUrl: 'https://appwise.example.com', universalNavigatorProductType: 'APPWISE' },
  { name: 'Appinsight', launchUrl: 'https://insight.example.com', universalNavigatorProductType: 'APPINSIGHT' },
];
const kinds = (overrides: Parameters<typeof createTestNavContext>[0]) => getShortcutLinks(createTestNavContext(overrides)).map((link) => [link.kind, link.href]);

it('headerIn shortcut icons: app-wise, app-insight and marketplace when both product types are in My Apps', () => {
  expect(kinds({ bootstrap: { myapps: { content } } })).toEqual([
    ['appwise', 'https://appwise.example.com'],
    ['appinsight', 'https://insight.example.com'],
    ['marketplace', 'https://market.example.com/home'],
  ]);
});

it('headerIn shortcut icons: only marketplace without those product types, or with merchant navigation enabled', () => {
  expect(kinds({ bootstrap: {} })).toEqual([['marketplace', 'https://market.example.com/home']]);
  expect(kinds({ bootstrap: { myapps: { content } }, settings: { merchantNavEnabled: true } })).toEqual([['marketplace', 'https://market.example.com/home']]);
  expect(kinds({ bootstrap: { myapps: { content: [{ name: 'Appwise', universalNavigatorProductType: 'APPWISE' }] } } })).toEqual([['marketplace', 'https://market.example.com/home']]);
});

it('headerIn shortcut icons: none in the other layouts', () => {
  expect(kinds({ template: 'headerOut', bootstrap: { myapps: { content } } })).toEqual([]);
});

import { expect, it } from 'vitest';
import { builtInTexts } from '../../engine/core/translations/builtInTexts.ts';
import { formatText } from '../../engine/core/translations/formatText.ts';
import { placeholderFor } from './placeholderFor.ts';

const t = (key: string, ...args: (string | number)[]) => formatText(builtInTexts[key] ?? key, args);
const names = { '1140': 'Security' };

it("paths under /listing read 'Find Applications'", () => {
  expect(placeholderFor('/listing', 'Search', names, t)).toBe('Find Applications');
  expect(placeholderFor('/listing/page/2', 'Search', names, t)).toBe('Find Applications');
});

it("paths under /productLines read 'Find {0} Applications' with the line's name", () => {
  expect(placeholderFor('/productLines/1140', 'Search', names, t)).toBe('Find Security Applications');
  expect(placeholderFor('/productLines/77', 'Search', names, t)).toBe('Find 77 Applications');
});

it('other paths use the configured placeholder', () => {
  expect(placeholderFor('/home', 'Search everything', names, t)).toBe('Search everything');
});

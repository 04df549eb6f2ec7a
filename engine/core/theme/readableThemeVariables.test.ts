import { readableThemeVariables, withReadableColours } from './readableThemeVariables.ts';

it('an unthemed nav derives nothing: the stylesheet defaults are readable already', () => {
  expect(readableThemeVariables({})).toEqual({});
  expect(withReadableColours(undefined)).toBeUndefined();
});

it('a light theme that reads keeps its own colours', () => {
  const derived = readableThemeVariables({ '--unav-nav-bg': '#fffaf2', '--unav-nav-font-color': '#3b2f25' });
  expect(derived['--unav-nav-fg-readable']).toBe('#3b2f25');
  expect(derived['--unav-nav-fg-hover-readable']).toBe('#3b2f25');
  expect(derived['--unav-focus-ring']).toBe('#0b63ce');
});

it('a dark header without a font colour: light text, a focus ring that shows on it', () => {
  const derived = readableThemeVariables({ '--unav-nav-bg': '#14213d' });
  expect(derived['--unav-nav-fg-readable']).toBe('#ffffff');
  // The default ring, #0b63ce, is 2.7:1 on #14213d: below the 3:1 of a focus indicator.
  expect(derived['--unav-focus-ring']).not.toBe('#0b63ce');
  expect(derived['--unav-dropdown-fg-readable']).toBeUndefined();
});

it('dark text on a dark header is replaced; the dropdown keeps its own surface', () => {
  const derived = readableThemeVariables({
    '--unav-nav-bg': '#14213d', '--unav-nav-font-color': '#14213d',
    '--unav-dropdown-bg': '#ffffff', '--unav-dropdown-font-color': '#14213d',
  });
  expect(derived['--unav-nav-fg-readable']).not.toBe('#14213d');
  expect(derived['--unav-dropdown-fg-readable']).toBe('#14213d');
  expect(derived['--unav-dropdown-focus-ring']).toBe('#0b63ce');
});

it('the partner colour gets a readable text colour for primary buttons', () => {
  expect(readableThemeVariables({ '--unav-primary': '#fca311' })['--unav-on-primary']).toBe('#1f2933');
  expect(readableThemeVariables({ '--unav-primary': '#14213d' })['--unav-on-primary']).toBe('#ffffff');
});

it('a colour it cannot read (named, hsl) derives nothing for that surface', () => {
  expect(readableThemeVariables({ '--unav-nav-bg': 'navy' })).toEqual({});
});

it('keeps the theme variables and adds the readable ones', () => {
  expect(withReadableColours({ '--unav-nav-bg': '#000000' })).toMatchObject({ '--unav-nav-bg': '#000000', '--unav-nav-fg-readable': '#ffffff' });
});

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

it('a colour it cannot read (named, hsl, translucent) derives nothing for that surface', () => {
  expect(readableThemeVariables({ '--unav-nav-bg': 'navy' })).toEqual({});
  expect(readableThemeVariables({ '--unav-nav-bg': 'hsl(0, 0%, 0%)', '--unav-dropdown-bg': 'rgba(0, 0, 0, 0.5)' })).toEqual({});
});

it('a pair colour it cannot measure is left off the root: the default paints it, not an unknown pair', () => {
  expect(withReadableColours({ '--unav-nav-bg': 'navy', '--unav-nav-border-color': 'navy', '--unav-logo-width': '120px' })).toEqual({
    '--unav-nav-border-color': 'navy',
    '--unav-logo-width': '120px',
  });
});

it('a light hover colour under white text: the text is derived for the hover colour, not the bar', () => {
  const derived = readableThemeVariables({ '--unav-nav-bg': '#0f2438', '--unav-nav-font-color': '#ffffff', '--unav-nav-item-bg-hover': '#e8f0fe' });
  expect(derived['--unav-nav-fg-readable']).toBe('#ffffff');
  expect(derived['--unav-nav-bg-hover-readable']).toBe('#e8f0fe');
  expect(derived['--unav-nav-fg-hover-readable']).not.toBe('#ffffff');
  // No open colour: a shade of the bar, with the white text that reads on it (the avatar's initials).
  expect(derived['--unav-nav-bg-selected-readable']).not.toBe('#e4e4e4');
  expect(derived['--unav-nav-fg-selected-readable']).toBe('#ffffff');
});

it('a badge in the bar colour is shaded apart from it, and its count reads on the result', () => {
  const derived = readableThemeVariables({ '--unav-nav-bg': '#d50000' });
  expect(derived['--unav-tooltip-bg-readable']).not.toBe('#d0021b');
  expect(derived['--unav-tooltip-fg-readable']).toBeDefined();
});

it('a text colour comes with the background it was derived on; untouched surfaces keep the defaults', () => {
  const derived = readableThemeVariables({ '--unav-nav-font-hover-color': '#ff0000' });
  // The hover pair; the bar's ring, drawn over hover colours too; and the open pair it is also drawn over.
  expect(Object.keys(derived).sort()).toEqual([
    '--unav-focus-ring', '--unav-nav-bg-hover-readable', '--unav-nav-bg-selected-readable', '--unav-nav-fg-hover-readable', '--unav-nav-fg-selected-readable',
  ]);
  const primaryOnly = readableThemeVariables({ '--unav-primary': '#fca311' });
  expect(primaryOnly['--unav-nav-fg-readable']).toBeUndefined();
  expect(primaryOnly['--unav-dropdown-fg-readable']).toBeUndefined();
});

it('keeps the theme variables and adds the readable ones', () => {
  expect(withReadableColours({ '--unav-nav-bg': '#000000' })).toMatchObject({ '--unav-nav-bg': '#000000', '--unav-nav-fg-readable': '#ffffff' });
});

it('derives a theme once: the same variables again, from another page view, give the very same style', () => {
  const theme = () => ({ '--unav-nav-bg': '#102030', '--unav-nav-text': '#112233' });
  const first = withReadableColours(theme());
  expect(withReadableColours(theme())).toBe(first);
  expect(Object.isFrozen(first)).toBe(true);
  expect(withReadableColours({ ...theme(), '--unav-nav-bg': '#fafafa' })).not.toEqual(first);
});

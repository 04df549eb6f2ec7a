import type { HeaderThemeSettings } from '../wire/marketTypes.ts';
import { getThemeLogo, themeToCssVariables } from './themeToCssVariables.ts';

const color = (value: string) => ({ value, type: 'color' });

describe('header theme keys become --unav-* custom properties', () => {
  it.each([
    ['headerNavBg', '--unav-nav-bg'],
    ['headerNavBorderColor', '--unav-nav-border-color'],
    ['headerNavFontColor', '--unav-nav-font-color'],
    ['headerNavFontHoverColor', '--unav-nav-font-hover-color'],
    ['headerNavFontSelectedColor', '--unav-nav-font-selected-color'],
    ['headerNavItemBgHover', '--unav-nav-item-bg-hover'],
    ['headerNavItemBgSelected', '--unav-nav-item-bg-selected'],
    ['headerNavDropdownBg', '--unav-dropdown-bg'],
    ['headerNavDropdownBorderColor', '--unav-dropdown-border-color'],
    ['headerNavDropdownBorderColorHover', '--unav-dropdown-border-color-hover'],
    ['headerNavDropdownBgHover', '--unav-dropdown-bg-hover'],
    ['headerNavDropdownFontColor', '--unav-dropdown-font-color'],
    ['headerNavDropdownFontColorHover', '--unav-dropdown-font-color-hover'],
    ['headerNavTooltipBg', '--unav-tooltip-bg'],
    ['headerNavTooltipFontColor', '--unav-tooltip-font-color'],
  ])('%s -> %s', (key, variable) => {
    expect(themeToCssVariables({ headerComponents: { [key]: color('#123456') } }, undefined)).toEqual({
      [variable]: '#123456',
    });
  });

  it('lengths: a bare number gets px (margin right, logo width)', () => {
    const settings: HeaderThemeSettings = {
      headerComponents: { headerNavDropdownMarginRight: { value: '12' }, logoWidth: { value: '150px' } },
    };
    expect(themeToCssVariables(settings, undefined)).toEqual({
      '--unav-dropdown-margin-right': '12px',
      '--unav-logo-width': '150px',
    });
  });

  it('the logo image is the image-uploader value url', () => {
    const settings: HeaderThemeSettings = {
      headerComponents: { logoImage: { value: 'logo.png', type: 'image-uploader', url: 'https://cdn.example.com/logo.png' } },
    };
    expect(themeToCssVariables(settings, undefined)).toEqual({
      '--unav-logo-image': 'url("https://cdn.example.com/logo.png")',
    });
    expect(getThemeLogo(settings, undefined)).toEqual({ imageUrl: 'https://cdn.example.com/logo.png' });
  });

  it('text size gives the header text-size offset', () => {
    expect(themeToCssVariables({ globalStyles: { textSize: { value: 'small' } } }, undefined)).toEqual({
      '--unav-text-size-offset': '-4px',
    });
    expect(themeToCssVariables({ headerComponents: { headerTextSize: { value: 'medium' } } }, undefined)).toEqual({
      '--unav-text-size-offset': '-2px',
    });
  });

  it('the header text size wins over a generic text size', () => {
    expect(themeToCssVariables({ globalStyles: { textSize: { value: 'small' }, headerTextSize: { value: 'large' } } }, undefined)).toEqual({
      '--unav-text-size-offset': '0px',
    });
  });

  it('an empty value does not count, so a design property below it still applies', () => {
    const settings: HeaderThemeSettings = { headerComponents: { headerNavBg: color('') } };
    expect(themeToCssVariables(settings, { headerNavBg: color('#abcdef') })).toEqual({ '--unav-nav-bg': '#abcdef' });
  });

  it('header components override global styles, which override design properties', () => {
    const settings: HeaderThemeSettings = {
      globalStyles: { headerNavBg: color('#222222'), headerNavFontColor: color('#333333') },
      headerComponents: { headerNavBg: color('#111111') },
    };
    expect(themeToCssVariables(settings, { headerNavBg: color('#000000'), headerNavTooltipBg: color('#444444') })).toEqual({
      '--unav-nav-bg': '#111111',
      '--unav-nav-font-color': '#333333',
      '--unav-tooltip-bg': '#444444',
    });
  });

  it('a theme cannot inject CSS: values with ; { } < > url( or expression are dropped', () => {
    const settings: HeaderThemeSettings = {
      headerComponents: {
        headerNavBg: color('red; background: url(https://evil.example/x)'),
        headerNavFontColor: color('#fff}body{display:none'),
        headerNavTooltipBg: color('expression(alert(1))'),
        headerNavDropdownBg: color('</style><script>alert(1)</script>'),
        headerNavDropdownMarginRight: { value: '10px;position:fixed' },
        logoImage: { value: '', type: 'image-uploader', url: 'javascript:alert(1)' },
        logoWidth: { value: 'url(https://evil.example)' },
      },
    };
    expect(themeToCssVariables(settings, undefined)).toEqual({});
  });

  it('no theme gives no variables', () => {
    expect(themeToCssVariables(undefined, undefined)).toEqual({});
  });
});

it("the theme's compact logo is its image-uploader url, the policy's like the logo's", () => {
  const logo = (url: string) => ({ value: 'mark.svg', type: 'image-uploader', url });
  expect(getThemeLogo({ headerComponents: { logoImageCompact: logo('https://cdn.example.com/mark.svg') } }, undefined)).toEqual({ compactImageUrl: 'https://cdn.example.com/mark.svg' });
  expect(getThemeLogo({ headerComponents: { logoImageCompact: logo('javascript:alert(1)') } }, undefined)).toEqual({});
});

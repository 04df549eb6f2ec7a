import { applyThemeVariables } from './applyThemeVariables.ts';

describe('theme variables are set on the nav root and removed again', () => {
  it('sets --unav-* properties and its cleanup removes them', () => {
    const root = document.createElement('div');
    root.style.setProperty('color', 'red');
    const remove = applyThemeVariables(root, { '--unav-nav-bg': '#101010', '--unav-logo-width': '120px' });
    expect(root.style.getPropertyValue('--unav-nav-bg')).toBe('#101010');
    expect(root.style.getPropertyValue('--unav-logo-width')).toBe('120px');
    remove();
    expect(root.style.getPropertyValue('--unav-nav-bg')).toBe('');
    expect(root.style.getPropertyValue('--unav-logo-width')).toBe('');
    expect(root.style.getPropertyValue('color')).toBe('red');
  });

  it('ignores names outside the --unav- namespace', () => {
    const root = document.createElement('div');
    applyThemeVariables(root, { color: 'red', '--other': 'x' });
    expect(root.style.getPropertyValue('color')).toBe('');
    expect(root.style.getPropertyValue('--other')).toBe('');
  });
});

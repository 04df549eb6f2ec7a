// @vitest-environment jsdom
import { expect, it } from 'vitest';
import { createTestNavContext } from '../../test/createTestNavContext.ts';
import { renderWithNav } from '../../test/renderWithNav.tsx';
import { UserAvatar } from './UserAvatar.tsx';

it.each(['javascript:alert(1)', 'JaVaScRiPt:alert(1)', '&#x6A;avascript:alert(1)', 'data:image/svg+xml,<svg onload=alert(1)>', 'data:text/html,x', 'vbscript:x'])(
  'a profile picture %j never reaches an img: the initials show',
  (hostile) => {
    const { container } = renderWithNav(<UserAvatar />, { nav: createTestNavContext({ user: { picture: hostile } }) });
    expect(container.querySelector('img')).toBeNull();
    expect(container.textContent).toBe('AL');
  },
);

it('an https profile picture shows', () => {
  const { container } = renderWithNav(<UserAvatar />, { nav: createTestNavContext({ user: { picture: 'https://cdn.example.com/ada.png' } }) });
  expect(container.querySelector('img')?.getAttribute('src')).toBe('https://cdn.example.com/ada.png');
});

// @vitest-environment jsdom
import { expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { createTestNavContext } from '../../../test/createTestNavContext.ts';
import { withholdUserData } from '../../core/user/withholdUserData.ts';
import { renderWithNav } from '../../../test/renderWithNav.tsx';
import { TemplateView } from './TemplateView.tsx';

const TEMPLATE = '<header><p>Hi {{userFirstName}}</p>{{userImage}}{{userList}}{{manageDropdown}}{{myApps}}{{cart}}{{notifications}}{{logo}}</header>';
const ada = createTestNavContext({ user: { picture: 'https://cdn.example.com/ada.png' } });

it('a user not yet confirmed: no name or avatar, and neutral, hidden, unfocusable stand-ins where user widgets stand', () => {
  const { container } = renderWithNav(<TemplateView name="headerIn" fallback="" template={TEMPLATE} />, { nav: withholdUserData(ada) });
  expect(container.textContent).not.toContain('Ada');
  expect(container.querySelector('img[src*="ada"]')).toBeNull();
  const standIns = [...container.querySelectorAll('.unav-pending')];
  expect(standIns.map((element) => element.getAttribute('data-placeholder'))).toEqual(['userImage', 'userList', 'manageDropdown', 'myApps', 'cart', 'notifications']);
  for (const element of standIns) {
    expect([element.getAttribute('aria-hidden'), element.childElementCount]).toEqual(['true', 0]);
  }
  expect(container.querySelectorAll('button, [tabindex], [role="menuitem"]')).toHaveLength(0);
  // The logo is the marketplace's, not the user's: it stays.
  expect(screen.getByRole('link', { name: /home$/ })).toBeTruthy();
});

it('a confirmed user: the same template shows the name and the live user menu', () => {
  const { container } = renderWithNav(<TemplateView name="headerIn" fallback="" template={TEMPLATE} />, { nav: ada });
  expect(container.textContent).toContain('Hi Ada');
  expect(container.querySelectorAll('.unav-pending')).toHaveLength(0);
  expect(container.querySelector('button')).not.toBeNull();
});

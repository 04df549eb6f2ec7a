// @vitest-environment jsdom
import { act, render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { createTestNavContext } from '../../test/createTestNavContext.ts';
import { createTestEnv } from '../../test/testEnv.ts';
import { NavProvider } from '../../engine/react/context/NavContext.tsx';
import { DropdownGroup } from '../../ui/DropdownGroup.tsx';
import { MyApps } from './MyApps.tsx';

async function renderMyApps(capabilities: string[]) {
  const calls: string[] = [];
  const env = createTestEnv({ fetch: async (input) => (calls.push(String(input)), new Response('[]', { headers: { 'content-type': 'application/json' } })) });
  const { container } = render(
    <NavProvider nav={createTestNavContext({ capabilities })} env={env}>
      <DropdownGroup>
        <MyApps />
      </DropdownGroup>
    </NavProvider>,
  );
  await act(async () => {
    await new Promise((resolve) => setTimeout(resolve, 0));
  });
  return { calls, launcher: container.querySelector('.unav-myapps') };
}

describe('My Apps: CUSTOMER_APPLICATION_MANAGEMENT capability (SPEC §6)', () => {
  it('without the capability: no launcher and no assignments call', async () => {
    const { calls, launcher } = await renderMyApps(['DEVELOPER']);
    expect(launcher).toBeNull();
    expect(calls).toEqual([]);
  });

  it('with it: the launcher and its assignments call', async () => {
    const { calls, launcher } = await renderMyApps(['CUSTOMER_APPLICATION_MANAGEMENT']);
    expect(launcher).not.toBeNull();
    expect(calls.filter((url) => url.includes('/api/v3/universal-nav/assignments/'))).toHaveLength(1);
  });
});

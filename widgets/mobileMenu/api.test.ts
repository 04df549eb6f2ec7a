import { createTestEnv } from '../../test/testEnv.ts';
import { fetchCategories, fetchProductLines } from './api.ts';

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

describe('mobile menu calls', () => {
  it('reads categories from the navigator', async () => {
    const calls: string[] = [];
    const env = createTestEnv({
      fetch: async (input) => (calls.push(String(input)), json({ categories: [{ id: 7, name: 'CRM' }, { name: 'no id' }] })),
    });
    await expect(fetchCategories(env, 'https://api.example.com/')).resolves.toEqual([{ id: '7', name: 'CRM' }]);
    expect(calls).toEqual(['https://api.example.com/api/marketplace/v1/navigator']);
  });

  it('reads product lines', async () => {
    const calls: string[] = [];
    const env = createTestEnv({
      fetch: async (input) => (
        calls.push(String(input)),
        json([{ id: 1140, name: 'Cloud', showOnNavigation: true }, { id: 'x', name: 'Hidden' }])
      ),
    });
    await expect(fetchProductLines(env, 'https://api.example.com')).resolves.toEqual([
      { id: '1140', name: 'Cloud', showOnNavigation: true },
      { id: 'x', name: 'Hidden', showOnNavigation: false },
    ]);
    expect(calls).toEqual(['https://api.example.com/api/marketplace/v1/productlines']);
  });

  it('failures give empty lists', async () => {
    const env = createTestEnv({ fetch: async () => json({}, 500) });
    await expect(fetchCategories(env, 'https://api.example.com')).resolves.toEqual([]);
    await expect(fetchProductLines(env, 'https://api.example.com')).resolves.toEqual([]);
  });
});

import { describe, expect, it } from 'vitest';
import { createTestEnv } from '../../../test/testEnv.ts';
import { FAULTS, createTestServer, json, unauthorized } from '../../../test/testServer.ts';
import { fetchMemberships } from './fetchMemberships.ts';

const PATH = '/api/account/v2/users/u%201/memberships';
const options = { apiUrl: 'https://market.example.com', userId: 'u 1' };

describe('fetchMemberships (SPEC §7, §8)', () => {
  it('GETs the user\'s memberships on the marketplace API and reads their content', async () => {
    const server = createTestServer({
      [PATH]: json({ content: [{ company: { uuid: 'c-1', name: 'Acme' } }, { company: { uuid: 'c-2', name: 'Globex' } }] }),
    });
    const memberships = await fetchMemberships(createTestEnv({ fetch: server.fetch }), options);
    expect(server.calls.map((call) => [call.init.method ?? 'GET', call.url])).toEqual([['GET', `https://market.example.com${PATH}`]]);
    expect(memberships).toEqual([{ company: { uuid: 'c-1', name: 'Acme' } }, { company: { uuid: 'c-2', name: 'Globex' } }]);
  });

  it('drops entries without a company uuid and name', async () => {
    const server = createTestServer({
      [PATH]: json({ content: [{ company: { uuid: 'c-1', name: 'Acme' } }, { company: { uuid: 'c-2' } }, 'x', null] }),
    });
    expect(await fetchMemberships(createTestEnv({ fetch: server.fetch }), options)).toEqual([{ company: { uuid: 'c-1', name: 'Acme' } }]);
  });

  it.each([...Object.entries(FAULTS), ['401', unauthorized()] as const])('%s gives no memberships, silently', async (_name, reply) => {
    const server = createTestServer({ [PATH]: reply });
    const env = createTestEnv({ fetch: server.fetch });
    const memberships = await fetchMemberships(env, options);
    expect(memberships ?? []).toEqual([]);
    expect([...env.warnings, ...env.errors]).toEqual([]);
  });
});

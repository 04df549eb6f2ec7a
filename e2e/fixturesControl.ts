import type { RecordedRequest } from '../fixtures/server/createMarketServer.ts';
import type { EndpointName, FaultMap } from '../fixtures/server/endpoints.ts';
import { marketOrigin } from './browser.ts';

/** The local marketplace's /__fixtures control endpoints, for e2e tests. */

async function control<T>(path: string, init: RequestInit = {}, base = marketOrigin()): Promise<T> {
  const response = await fetch(base + path, init);
  if (!response.ok) throw new Error(`${init.method ?? 'GET'} ${path}: ${response.status} ${await response.text()}`);
  return (await response.json()) as T;
}

const jsonPost = (body: unknown): RequestInit => ({ method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });

export function fixtureRequests(base?: string): Promise<RecordedRequest[]> {
  return control('/__fixtures/requests', {}, base);
}

export async function clearFixtureRequests(base?: string): Promise<void> {
  await control('/__fixtures/requests', { method: 'DELETE' }, base);
}

/** How many calls an endpoint received since the log was last cleared. */
export async function callsTo(endpoint: EndpointName, base?: string): Promise<RecordedRequest[]> {
  return (await fixtureRequests(base)).filter((entry) => entry.endpoint === endpoint && entry.method !== 'WS');
}

/** Server-wide faults (merged with, and overridden by, a page's fx_faults cookie). */
export function setServerFaults(faults: Partial<Record<EndpointName, FaultMap[EndpointName] | null>>, base?: string): Promise<FaultMap> {
  return control('/__fixtures/faults', jsonPost(faults), base);
}

export function clearServerFaults(base?: string): Promise<FaultMap> {
  return control('/__fixtures/faults', { method: 'DELETE' }, base);
}

export function pushSignals(counts: { unreadCount: number; hasUnreadMessages?: boolean; homeCount?: number }, base?: string): Promise<{ sent: number }> {
  return control('/__fixtures/signals', jsonPost(counts), base);
}

export function dropSignals(base?: string): Promise<{ dropped: number }> {
  return control('/__fixtures/signals/drop', jsonPost({}), base);
}

export function cspReports(base?: string): Promise<unknown[]> {
  return control('/__fixtures/csp-reports', {}, base);
}

export async function clearCspReports(base?: string): Promise<void> {
  await control('/__fixtures/csp-reports', { method: 'DELETE' }, base);
}

/** Holds one endpoint's answers (for one q value only when q is given) for ms: out-of-order responses. */
export async function delayResponses(rule: { endpoint: EndpointName; q?: string; ms: number }, base?: string): Promise<void> {
  await control('/__fixtures/delays', jsonPost(rule), base);
}

export async function clearDelays(base?: string): Promise<void> {
  await control('/__fixtures/delays', { method: 'DELETE' }, base);
}

/** The unread count the stand-in support-chat SDK reports from now on. */
export function setSupportChatUnread(unreadCount: number, base?: string): Promise<{ unreadCount: number }> {
  return control('/__fixtures/support-chat', jsonPost({ unreadCount }), base);
}

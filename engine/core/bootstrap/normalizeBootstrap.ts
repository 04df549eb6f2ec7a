import type { BootstrapContext } from '../wire/marketTypes.ts';
import { isRecord, isStringArray } from './isRecord.ts';

const SECTIONS = [
  'CHANNEL_SETTINGS', 'CurrentUser', 'CompanyInfo', 'UserInfo', 'memberships', 'myapps', 'templates',
  'addonStoreConfiguration',
] as const;
const STRINGS = ['locale', 'theme', 'universalHeaderSignalsSocketEndpoint', 'universalHeaderOAuthClientId', 'defaultCurrency'] as const;

/**
 * A bootstrap context from the network, local storage or the page, with every field a rule reads
 * in the type it is read as. Wrong-typed fields are dropped so the defaults apply, rather than a
 * widget failing on `roles.includes` of a string; unknown fields pass through untouched.
 */
export function normalizeBootstrap(value: unknown): BootstrapContext {
  if (!isRecord(value)) return {};
  const out: Record<string, unknown> = { ...value };
  for (const key of SECTIONS) if (key in out && !isRecord(out[key])) delete out[key];
  for (const key of STRINGS) if (key in out && typeof out[key] !== 'string') delete out[key];
  if ('currencies' in out && !isStringArray(out.currencies)) delete out.currencies;

  const settings = out.CHANNEL_SETTINGS;
  if (isRecord(settings)) {
    out.CHANNEL_SETTINGS = dropUnless({ ...settings }, {
      capabilities: isStringArray, localeTags: isStringArray, partner: isString,
    });
  }
  for (const key of ['CurrentUser', 'CompanyInfo'] as const) {
    const section = out[key];
    if (isRecord(section)) out[key] = dropUnless({ ...section }, { uuid: isNonEmptyString });
  }
  const userInfo = out.UserInfo;
  if (isRecord(userInfo)) {
    out.UserInfo = dropUnless({ ...userInfo }, {
      roles: isStringArray, user_id: isNonEmptyString, company_id: isNonEmptyString, name: isString,
      given_name: isString, email: isString,
    });
  }
  const memberships = out.memberships;
  if (isRecord(memberships)) {
    out.memberships = { ...memberships, content: listOf(memberships.content, isMembership) };
  }
  const myapps = out.myapps;
  if (isRecord(myapps)) {
    out.myapps = { ...myapps, content: listOf(myapps.content, (app) => isRecord(app) && typeof app.name === 'string') };
  }
  return out as BootstrapContext;
}

function isString(value: unknown): boolean {
  return typeof value === 'string';
}

function isNonEmptyString(value: unknown): boolean {
  return typeof value === 'string' && value !== '';
}

function isMembership(value: unknown): boolean {
  return isRecord(value) && isRecord(value.company) && typeof value.company.uuid === 'string'
    && typeof value.company.name === 'string';
}

function listOf(value: unknown, keep: (item: unknown) => boolean): unknown[] {
  return Array.isArray(value) ? value.filter(keep) : [];
}

function dropUnless(record: Record<string, unknown>, checks: Record<string, (value: unknown) => boolean>) {
  for (const [key, check] of Object.entries(checks)) if (key in record && !check(record[key])) delete record[key];
  return record;
}

import { isRecord, isStringArray } from '../bootstrap/isRecord.ts';
import { getConfigPartner } from '../config/getConfigPartner.ts';
import { getScriptNonce } from '../config/getScriptNonce.ts';
import type { TemplateSet, TemplateSlot } from '../wire/marketTypes.ts';
import type { NavConfig } from '../config/navConfig.ts';
import type { NavContext } from '../context/navContext.ts';
import type { HeaderData } from '../load/loadHeaderData.ts';
import { createTranslator } from '../translations/createTranslator.ts';
import { SERVER_NAV_DATA_VERSION } from './serverNavData.ts';
import { toPageSafeConfig } from './toPageSafeConfig.ts';

export interface ServerSeed {
  data: HeaderData;
  renderedAt: number;
  /** The keys of the template set the data leaves out (ServerNavData's `omitted`). */
  omitted: TemplateSlot[];
}

const USER_STATES = new Set(['loggedin', 'static:loggedin', 'loggedout']);
const TEMPLATES = new Set(['headerIn', 'headerOut', 'headerSso', 'headerCheckout']);
const SLOTS = new Set<unknown>([...TEMPLATES, 'footer', 'css', 'cssHeader']);
/** Version 1 (a page rendered before `omitted`) carries the whole template set; version 2 may leave keys out. */
const READ_VERSIONS = new Set<unknown>([1, SERVER_NAV_DATA_VERSION]);
const NAVIGATIONS = new Set(['merchant', 'partner', 'standard']);
const DISPLAY_MODES = new Set(['preview', 'published']);

const isStringRecord = (value: unknown): value is Record<string, string> =>
  isRecord(value) && Object.values(value).every((item) => typeof item === 'string');

function isTemplateSet(value: unknown): value is TemplateSet {
  return isRecord(value) && isStringRecord(value.templates) && isStringRecord(value.translations) && isRecord(value.assets);
}

function isNav(value: unknown): value is Omit<NavContext, 't'> {
  if (!isRecord(value) || !isRecord(value.config) || !isRecord(value.user)) return false;
  const { config, user } = value;
  return typeof config.marketUrl === 'string' && typeof config.apiUrl === 'string' && typeof config.partner === 'string'
    && typeof config.locale === 'string' && USER_STATES.has(user.state as string) && typeof user.name === 'string'
    && typeof user.firstName === 'string' && typeof user.email === 'string' && isStringArray(user.roles)
    && TEMPLATES.has(value.template as string) && NAVIGATIONS.has(value.navigation as string)
    && DISPLAY_MODES.has(value.displayMode as string) && isStringArray(value.capabilities) && Array.isArray(value.memberships)
    && isRecord(value.bootstrap) && isRecord(value.settings) && isRecord(value.flags) && isRecord(value.addons)
    && (value.theme === undefined || (isRecord(value.theme) && isStringRecord(value.theme.variables)));
}

function originOf(url: string): string | undefined {
  try {
    return new URL(url).origin;
  } catch {
    return undefined;
  }
}

/** The page's config names what the server rendered: same marketplace, and tenant (channel or partner)/locale/mode where it says. */
function renderedFor(nav: Omit<NavContext, 't'>, config: NavConfig): boolean {
  const origin = originOf(config.marketUrl);
  return origin !== undefined && origin === originOf(nav.config.marketUrl)
    && [undefined, nav.config.partner].includes(getConfigPartner(config))
    && (config.locale === undefined || config.locale === nav.config.locale)
    && (config.mode === undefined || config.mode === nav.config.mode);
}

/**
 * The server's data (ServerNavData, parsed JSON) as the header data of a session, or null when it
 * is not that: a version this does not read, a shape that does not hold, or a render for another marketplace,
 * partner, locale or mode than the page's config. The page's own token and CSP nonce join the
 * config again: a nonce is never taken from the data.
 */
export function parseServerNavData(value: unknown, config: NavConfig): ServerSeed | null {
  if (!isRecord(value) || !READ_VERSIONS.has(value.version)) return null;
  const { renderedAt, nav, texts, templateSet, omitted = [] } = value;
  if (typeof renderedAt !== 'number' || !Number.isFinite(renderedAt) || !isNav(nav) || !isStringRecord(texts) || !isTemplateSet(templateSet)) return null;
  if (!Array.isArray(omitted) || !omitted.every((slot) => SLOTS.has(slot))) return null;
  if (!renderedFor(nav, config)) return null;
  const nonce = getScriptNonce(config);
  const navConfig = {
    ...toPageSafeConfig(nav.config),
    ...(config.token === undefined ? {} : { token: config.token }),
    ...(nonce === undefined ? {} : { nonce }),
  };
  return { renderedAt, omitted: omitted as TemplateSlot[], data: { nav: { ...nav, config: navConfig, t: createTranslator(texts, nav.config.locale) }, templateSet } };
}

import type { HeaderThemeSettings, ThemeValue } from '../wire/marketTypes.ts';
import type { NavEnv } from '../env.ts';
import { request } from '../http/request.ts';
import { joinUrl } from '../url/joinUrl.ts';
import type { DesignProperties } from './themeToCssVariables.ts';
import { isRecord } from '../bootstrap/isRecord.ts';

/** Keeps only `{ value: string, type?, url? }` entries; anything else in a response (or a cache entry) is ignored. */
export function readThemeValues(value: unknown): Record<string, ThemeValue> {
  if (!isRecord(value)) return {};
  const out: Record<string, ThemeValue> = {};
  for (const [key, entry] of Object.entries(value)) {
    if (!isRecord(entry)) continue;
    const raw = entry.value;
    if (typeof raw !== 'string' && typeof raw !== 'number' && typeof raw !== 'boolean') continue;
    out[key] = {
      value: String(raw),
      ...(typeof entry.type === 'string' ? { type: entry.type } : {}),
      ...(typeof entry.url === 'string' ? { url: entry.url } : {}),
    };
  }
  return out;
}

/** GET {marketApi}/api/theme/v1/publishedVersion/settings/header?locale= ; a failure means no theme (SPEC §8). */
export async function fetchHeaderThemeSettings(
  env: NavEnv,
  apiUrl: string,
  locale: string,
): Promise<HeaderThemeSettings | undefined> {
  try {
    const url = joinUrl(apiUrl, `/api/theme/v1/publishedVersion/settings/header?locale=${encodeURIComponent(locale)}`);
    const body = await request<unknown>(env, url);
    if (!isRecord(body)) return undefined;
    return { globalStyles: readThemeValues(body.globalStyles), headerComponents: readThemeValues(body.headerComponents) };
  } catch {
    return undefined;
  }
}

/** GET {marketApi}/api/channel/v1/styles/{partner}/theme/{mode}: design properties; a failure means none. */
export async function fetchDesignProperties(
  env: NavEnv,
  apiUrl: string,
  partner: string,
  mode: string,
): Promise<DesignProperties | undefined> {
  try {
    const url = joinUrl(apiUrl, `/api/channel/v1/styles/${encodeURIComponent(partner)}/theme/${encodeURIComponent(mode)}`);
    const body = await request<unknown>(env, url);
    return isRecord(body) ? readThemeValues(body) : undefined;
  } catch {
    return undefined;
  }
}

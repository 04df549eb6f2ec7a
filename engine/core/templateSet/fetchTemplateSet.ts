import type { DisplayMode, TemplateSet } from '../wire/marketTypes.ts';
import type { NavEnv } from '../env.ts';
import { request } from '../http/request.ts';
import { joinUrl } from '../url/joinUrl.ts';
import { toDashedLocale } from '../translations/toDashedLocale.ts';
import { createEmptyTemplateSet, normalizeTemplateSet } from './normalizeTemplateSet.ts';

function templateSetPath(partner: string, mode: DisplayMode): string {
  return `/api/channel/v1/styles/${encodeURIComponent(partner)}/templates/${mode}`;
}

/**
 * SPEC §7, §8: the partner's templates, translations and assets for a mode and locale. Any failure
 * or a bad shape falls back silently to an empty set, so every slot renders its default template.
 * `apiUrl` is the marketplace API origin ({marketApi}).
 */
export async function fetchTemplateSet(
  env: NavEnv,
  options: { apiUrl: string; partner: string; mode: DisplayMode; locale: string },
): Promise<TemplateSet> {
  const query = new URLSearchParams({ locale: toDashedLocale(options.locale) });
  try {
    const body = await request<unknown>(env, `${joinUrl(options.apiUrl, templateSetPath(options.partner, options.mode))}?${query}`);
    return normalizeTemplateSet(body, (message) => env.log.warn(message));
  } catch {
    return createEmptyTemplateSet();
  }
}

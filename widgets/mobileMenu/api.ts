import type { NavEnv } from '../../engine/core/env.ts';
import { request } from '../../engine/core/http/request.ts';
import { joinUrl } from '../../engine/core/url/joinUrl.ts';
import type { Category, ProductLine } from './state.ts';
import { isRecord } from '../../engine/core/bootstrap/isRecord.ts';

const NAVIGATOR_PATH = '/api/marketplace/v1/navigator';
const PRODUCT_LINES_PATH = '/api/marketplace/v1/productlines';

function readId(value: unknown): string | undefined {
  if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  return typeof value === 'string' && value !== '' ? value : undefined;
}

/** GET {marketApi}/api/marketplace/v1/navigator -> { categories: [{ id, name }] }; a failure gives [] (SPEC §8). */
export async function fetchCategories(env: NavEnv, apiUrl: string, signal?: AbortSignal): Promise<Category[]> {
  try {
    const body = await request<unknown>(env, joinUrl(apiUrl, NAVIGATOR_PATH), signal ? { signal } : {});
    const list = isRecord(body) && Array.isArray(body.categories) ? body.categories : [];
    return list.flatMap((entry: unknown) => {
      if (!isRecord(entry)) return [];
      const id = readId(entry.id);
      return id && typeof entry.name === 'string' ? [{ id, name: entry.name }] : [];
    });
  } catch {
    return [];
  }
}

/** GET {marketApi}/api/marketplace/v1/productlines -> [{ id, name, showOnNavigation }]; a failure gives []. */
export async function fetchProductLines(env: NavEnv, apiUrl: string, signal?: AbortSignal): Promise<ProductLine[]> {
  try {
    const body = await request<unknown>(env, joinUrl(apiUrl, PRODUCT_LINES_PATH), signal ? { signal } : {});
    const list = Array.isArray(body) ? body : [];
    return list.flatMap((entry: unknown) => {
      if (!isRecord(entry)) return [];
      const id = readId(entry.id);
      return id && typeof entry.name === 'string'
        ? [{ id, name: entry.name, showOnNavigation: entry.showOnNavigation === true }]
        : [];
    });
  } catch {
    return [];
  }
}

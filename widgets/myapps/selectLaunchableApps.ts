import type { AppAssignment } from '../../engine/core/wire/marketTypes.ts';
import { isSafeAppUrl } from './isSafeAppUrl.ts';
import { toImageUrl } from '../../engine/core/url/urlPolicy.ts';
import { isRecord } from '../../engine/core/bootstrap/isRecord.ts';

/** SPEC §9: up to 9 apps in My Apps. */
export const MAX_APPS = 9;

/**
 * SPEC §5: an app is kept only with a launch URL and status ACTIVE; in mock mode every app with a
 * launch URL is kept. At most 9, in the order the API gave them. Entries that are not apps are
 * dropped; a launch URL must be a link and an image URL an image the URL policy allows (a refused
 * image is dropped from its app).
 */
export function selectLaunchableApps(entries: unknown, mock: boolean): AppAssignment[] {
  if (!Array.isArray(entries)) return [];
  const apps: AppAssignment[] = [];
  for (const entry of entries) {
    if (apps.length >= MAX_APPS) break;
    if (!isRecord(entry) || typeof entry.name !== 'string' || !isSafeAppUrl(entry.launchUrl)) continue;
    const status = typeof entry.userEntitlementStatus === 'string' ? entry.userEntitlementStatus : undefined;
    if (!mock && status !== 'ACTIVE') continue;
    apps.push({
      name: entry.name,
      launchUrl: entry.launchUrl.trim(),
      ...(toImageUrl(entry.imageUrl) ? { imageUrl: toImageUrl(entry.imageUrl) } : {}),
      ...(status ? { userEntitlementStatus: status } : {}),
    });
  }
  return apps;
}

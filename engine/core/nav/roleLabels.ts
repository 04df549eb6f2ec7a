/**
 * Manage-menu labels of the staff areas (SPEC §6): Superuser (appdirectadmin), Reseller,
 * Network (corporate), Marketplace (channel). Values are text keys, so partners can translate.
 */
const ROLE_AREA_LABEL_KEYS = {
  superuser: 'unav.manage.superuser',
  reseller: 'unav.manage.reseller',
  corporate: 'unav.manage.corporate',
  channel: 'unav.manage.channel',
} as const;

type RoleArea = keyof typeof ROLE_AREA_LABEL_KEYS;

export function roleAreaLabelKey(area: RoleArea): string {
  return ROLE_AREA_LABEL_KEYS[area];
}

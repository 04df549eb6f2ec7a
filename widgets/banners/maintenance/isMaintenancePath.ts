/** The pages where editing a read-only product or integration is possible (SPEC §2). */
export const MAINTENANCE_PATH_PREFIXES = [
  '/cms/create',
  '/cms/editApp',
  '/cms/products',
  '/channel/editApp',
  '/channel/integration',
  '/channel/products',
  '/superuser/editApp',
  '/superuser/support',
] as const;

export function isMaintenancePath(pathname: string): boolean {
  return MAINTENANCE_PATH_PREFIXES.some((prefix) => pathname.startsWith(prefix));
}

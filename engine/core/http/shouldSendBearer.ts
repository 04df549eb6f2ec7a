/** SPEC §7: a bearer token is sent only when the storefront builder and dev mode are both on. */
export function shouldSendBearer(flags: { storefrontBuilder: boolean; devMode: boolean }): boolean {
  return flags.storefrontBuilder && flags.devMode;
}

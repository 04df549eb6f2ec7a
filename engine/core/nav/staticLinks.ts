import { joinUrl } from '../url/joinUrl.ts';

/** The fixed paths of SPEC §2, relative to the marketplace base URL. */
const STATIC_PATHS = {
  home: '/home',
  login: '/login',
  signup: '/signup',
  logout: '/logout',
  myapps: '/myapps',
  subscription: '/subscription',
  reports: '/reports',
  settings: '/settings',
  account: '/account/home',
  corporate: '/corporate/home',
  vendorAdmin: '/vendor/admin',
  cmsHome: '/cms/home',
  reseller: '/reseller',
  appwise: '/appwise',
  messenger: '/appwise/messages',
  cart: '/checkout/cart',
} as const;

type StaticLinkName = keyof typeof STATIC_PATHS;

export function getStaticLink(marketUrl: string, name: StaticLinkName): string {
  return joinUrl(marketUrl, STATIC_PATHS[name]);
}

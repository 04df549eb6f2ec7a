/**
 * Names of the cookies and query values behind preview mode and the banners (DESIGN §4: each input
 * the spec names without placing it gets one documented home; the README lists these).
 */
export const PREVIEW_COOKIES = {
  /** Theme id of a storefront-builder theme preview (also read from the query string). */
  builderThemeId: 'builderThemeId',
  /** 'true' while the builder keeps the preview session alive; 60-second lifetime. */
  heartbeat: 'builderHeartbeat',
  /** JSON { name, publishedDate, isLive: 'true'|'false' } of the previewed theme version. */
  builderVersion: 'builderVersion',
  /** JSON { productId, portal: 'channel'|'cms'|'customize' } of a product preview. */
  productPreview: 'productPreview',
  /** 'fullscreen' (default) or 'minimized': the preview toolbar's mode. */
  toolbarMode: 'previewToolbarMode',
  /** '1' when a mobile user chose the desktop site (mobile-site return banner). */
  desktopVersion: 'desktopVersion',
} as const;

/** Query values: ?builderThemeId=... and ?dev=CHANNEL|CMS|CUSTOMIZE. */
export const PREVIEW_QUERY = {
  builderThemeId: 'builderThemeId',
  dev: 'dev',
} as const;

export const DEV_MODES = ['CHANNEL', 'CMS', 'CUSTOMIZE'] as const;
export type DevMode = (typeof DEV_MODES)[number];

export const HEARTBEAT_SECONDS = 60;

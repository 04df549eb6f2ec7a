/** SPEC §9: the height of a banner, by which the page's fixed elements move down. */
export const BANNER_HEIGHT_PX = 48;

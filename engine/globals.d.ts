/** Replaced at build time with package.json's version. */
declare const __UNAV_VERSION__: string;

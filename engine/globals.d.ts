/** Replaced at build time with package.json's version. */
declare const __UNAV_VERSION__: string;
/** The script-tag bundle's chunks, written by its build (build/script-tag); {} elsewhere. */
declare const __UNAV_CHUNKS__: Readonly<Record<string, readonly [file: string, integrity: string]>>;

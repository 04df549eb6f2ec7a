import { fileURLToPath } from 'node:url';

/** Modules the one-file script-tag bundle replaces with a version that suits one file. */
export const oneFileAlias = [
  { find: /^\.\/importSearchWidget\.ts$/, replacement: fileURLToPath(new URL('../../widgets/search/importSearchWidget.oneFile.ts', import.meta.url)) },
];

import { fileURLToPath } from 'node:url';

const path = (relative: string) => fileURLToPath(new URL(relative, import.meta.url));
const jsxRuntime = path('./jsxRuntime.ts');

/** Modules the one-file script-tag bundle replaces with a version that suits one file. */
export const oneFileAlias = [
  { find: /^\.\/importSearchWidget\.ts$/, replacement: path('../../widgets/search/importSearchWidget.oneFile.ts') },
];

/**
 * Sends the runtime's JSX to jsxRuntime.ts, after the React alias (an alias would send that file's
 * own import there too).
 */
export const oneFileJsxRuntime = {
  name: 'one-file-jsx-runtime',
  enforce: 'pre' as const,
  resolveId(source: string, importer?: string) {
    const own = importer !== undefined && importer !== jsxRuntime && !importer.includes('node_modules');
    return own && /(^|\/)react\/jsx-runtime$/.test(source) ? jsxRuntime : undefined;
  },
};

import { fileURLToPath } from 'node:url';

const path = (relative: string) => fileURLToPath(new URL(relative, import.meta.url));
/** Where the runtime's own imports of React go in the one-file bundle. */
const bound: Record<string, string> = { react: path('../../engine/react/one-file/react.ts'), 'react/jsx-runtime': path('../../engine/react/one-file/jsxRuntime.ts') };
const boundFiles = new Set(Object.values(bound));

/** Modules the one-file script-tag bundle replaces with a version that suits one file. */
export const oneFileAlias = [
  { find: /^react-property$/, replacement: path('../../engine/react/one-file/reactProperty.ts') },
  { find: /^style-to-js$/, replacement: path('../../engine/react/one-file/styleToJs.ts') },
  { find: /^domhandler$/, replacement: path('../../engine/react/one-file/domhandler.ts') },
];

/**
 * Sends the runtime's imports of `react` and `react/jsx-runtime` to react.ts and jsxRuntime.ts,
 * which bind React's functions once; after the React alias, and not those files' own imports (an
 * alias would send them there too).
 */
export const oneFileReact = {
  name: 'one-file-react',
  enforce: 'pre' as const,
  resolveId(source: string, importer?: string): string | undefined {
    if (importer === undefined || boundFiles.has(importer) || importer.includes('node_modules')) return undefined;
    return bound[/(?:^|\/)(react(?:\/jsx-runtime)?)$/.exec(source)?.[1] ?? ''];
  },
};

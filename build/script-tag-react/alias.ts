import { fileURLToPath } from 'node:url';

/**
 * The script-tag bundle carries React 18 (this folder's package.json), whose react-dom is about
 * 22 kB gzip smaller than React 19's: the one-file bundle stays within its size budget. The runtime
 * uses only what both majors offer: the unit tests run it on React 19 (the ES build's peer), the
 * component tests run again on React 18 (vitest.react18.config.ts), and the browser tests run the
 * bundle itself.
 */
const modules = fileURLToPath(new URL('./node_modules/', import.meta.url));

/** Points every `react` and `react-dom` import (and their subpaths) at React 18. */
export const scriptTagReactAlias = [{ find: /^(react|react-dom)(\/.*)?$/, replacement: `${modules}$1$2` }];

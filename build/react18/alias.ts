import { fileURLToPath } from 'node:url';

/**
 * React 18.3 (this folder's package.json), the lowest React of the ES module's peer range: the
 * component tests run again on it (vitest.react18.config.ts), so that a host on React 18 gets the
 * behaviour the tests of React 19 describe.
 */
const modules = fileURLToPath(new URL('./node_modules/', import.meta.url));

/** Points every `react` and `react-dom` import (and their subpaths) at React 18. */
export const react18Alias = [{ find: /^(react|react-dom)(\/.*)?$/, replacement: `${modules}$1$2` }];

import { SearchWidget } from './SearchWidget.tsx';

// The script-tag bundle is one file: a dynamic import there only wraps every module of the search
// widget in a deferred initializer (0.6 kB gzip) and loads nothing later.
export const importSearchWidget = () => Promise.resolve({ SearchWidget });

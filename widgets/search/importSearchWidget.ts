// Its own chunk in the ES build: pages without a search box never load it. The script-tag build
// swaps this file for importSearchWidget.oneFile.ts (build/one-file/alias.ts).
export const importSearchWidget = () => import('./SearchWidget.tsx');

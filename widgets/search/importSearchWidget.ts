// A chunk of its own in both builds (the script-tag bundle's and a host's bundler's): pages without
// a search box never load it, and the others draw its stand-in until it is there.
export const importSearchWidget = () => import('./SearchWidget.tsx');

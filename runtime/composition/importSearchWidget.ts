import { withItsStylesheet } from '../../engine/react/styles/useRuntimeStyles.ts';

// A chunk of its own in both builds (the script-tag bundle's and a host's bundler's): pages without
// a search box never load it, and the others draw its stand-in until it is there. Its open states'
// stylesheet comes with it and is on the page before it renders.
export const importSearchWidget = () => withItsStylesheet(import('../../widgets/search/SearchWidget.tsx'));

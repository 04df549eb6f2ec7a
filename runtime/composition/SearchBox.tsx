import { useState } from 'react';
import { useNav, useNavEnv } from '../../engine/react/context/NavContext.tsx';
import { SearchWidget } from './LazySearchWidget.tsx';
import { SearchStandIn, type EarlyInput } from '../../widgets/search/SearchStandIn.tsx';
import { searchConfigOf } from './searchConfigOf.ts';
import type { PlaceholderProps } from '../../engine/react/registry/registry.ts';

/**
 * The header's search box: the search widget, signed-in or not (a visitor searches the listing).
 * As the `searchBox` token (a `name` is passed) its landmark gets a name of its own, so it stays
 * distinct from the page's search root (#adsearch) on the same page.
 */
export function SearchBox({ name }: Partial<PlaceholderProps>) {
  const nav = useNav();
  const env = useNavEnv();
  const config = searchConfigOf(nav);
  const [early, setEarly] = useState<EarlyInput>({ focused: false });
  const props = {
    config,
    env,
    t: nav.t,
    placeholder: nav.t('unav.search.placeholder'),
    label: name ? nav.t('unav.search.headerLabel') : undefined,
    customSearchQuery: nav.config.search?.customSearchQuery,
  };
  // The widget is a chunk of its own: its stand-in draws the closed bar meanwhile and hands over
  // what was typed into it, and the focus.
  return (
    <div className="unav-search-slot">
      <SearchWidget
        fallback={<SearchStandIn {...props} input={early} onInput={setEarly} />}
        {...props}
        initialQuery={early.query}
        autoFocus={early.focused}
      />
    </div>
  );
}

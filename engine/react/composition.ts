import type { ComponentType, ReactNode } from 'react';
import type { PlaceholderComponent } from './registry/registry.ts';

/**
 * What a nav root shows besides its template, and what the widgets bring with them. The runtime
 * knows no widget: the public entry points pass the default composition
 * (`placeholders/defaultComposition.ts`), tests and benchmarks pass their own.
 */
export interface NavComposition {
  /** The component of each component token, before the host's registered ones. */
  placeholders: Readonly<Record<string, PlaceholderComponent>>;
  /** The widgets' stylesheets in cascade order, adopted with the runtime's own while a root is mounted. */
  stylesheets: readonly string[];
  /** Where widgets keep the signed-in user's data, cleared when the user logs out (SPEC §5). */
  userData: {
    /** localStorage maps keyed by user id (the user's entry is removed). */
    perUserMaps: readonly string[];
    /** sessionStorage keys (removed). */
    sessionKeys: readonly string[];
  };
  /** Wraps each root: the header's widgets share one open dropdown (SPEC §4). */
  Frame: ComponentType<{ children: ReactNode }>;
  /** Above the header's template in the standard navigation (SPEC §1 "Banners"). */
  Banners: ComponentType;
  /** The content of the search root (the element with id adsearch). */
  Search: ComponentType;
}

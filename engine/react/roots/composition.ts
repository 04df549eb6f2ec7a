import type { ComponentType, ReactNode } from 'react';
import type { TemplateSlot } from '../../core/wire/marketTypes.ts';
import type { PlaceholderComponent } from '../registry/registry.ts';

/** The markup slots of a template set: every one but the two stylesheets. */
export type MarkupSlot = Exclude<TemplateSlot, 'css' | 'cssHeader'>;

/**
 * What a nav root shows besides its template, and what the widgets bring with them. The runtime
 * knows no widget and no template of its own: the entry points (runtime/) pass the default
 * composition (`runtime/composition/defaultComposition.ts`), tests and benchmarks pass their own.
 */
export interface NavComposition {
  /** The fallback of each markup slot: what renders where a partner leaves the slot out or it fails. */
  templates: Readonly<Record<MarkupSlot, string>>;
  /** The component of each component token, before the host's registered ones. */
  placeholders: Readonly<Record<string, PlaceholderComponent>>;
  /** The stylesheets in cascade order (the templates' own first, then the widgets'), adopted while a root is mounted. */
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

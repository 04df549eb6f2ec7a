import type { TemplateName, TemplateSet, TemplateSlot } from '../wire/marketTypes.ts';

export interface PageTemplates {
  templateSet: TemplateSet;
  /** The keys of the set left out: the browser asks for the set when it needs one of them. */
  omitted: TemplateSlot[];
}

const EVERY_ROOT = ['header', 'footer', 'search'];

/**
 * What a page's data (the data script) carries of the template set it was rendered from: what the
 * browser reads to hydrate, and no more.
 * - The header's layout (the slot the user state chose) and the footer: the browser compiles the
 *   template of each root again to hydrate it, and renders from them a root the page shows that the
 *   server did not render.
 * - `css`, and `cssHeader`, only when a root (the header) was not rendered on the server: the
 *   server's CSS, in the page's `<style>`, already styles each root it rendered.
 * - No other layout: one is needed only when the user state changes in the page (a user marked
 *   logged out), and createSeededSession asks for the set then. No translations (the data's texts
 *   hold them, merged) and no assets (the browser reads none).
 */
export function templatesForPage(set: TemplateSet, layout: TemplateName, renderedKinds: readonly string[]): PageTemplates {
  const carried = new Set<TemplateSlot>([layout, 'footer']);
  if (EVERY_ROOT.some((kind) => !renderedKinds.includes(kind))) carried.add('css');
  if (!renderedKinds.includes('header')) carried.add('cssHeader');
  const templates: TemplateSet['templates'] = {};
  const omitted: TemplateSlot[] = [];
  for (const [slot, text] of Object.entries(set.templates) as [TemplateSlot, string | undefined][]) {
    if (text === undefined) continue;
    if (carried.has(slot)) templates[slot] = text;
    else omitted.push(slot);
  }
  return { templateSet: { templates, translations: {}, assets: {} }, omitted };
}

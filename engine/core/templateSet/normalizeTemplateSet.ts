import { isRecord, pickStrings } from '../bootstrap/isRecord.ts';
import type { TemplateSet, TemplateSlot } from '../wire/marketTypes.ts';
import { exceedsTemplateLimit } from './templateSizeLimit.ts';

const TEMPLATE_SLOTS: readonly TemplateSlot[] = [
  'css', 'cssHeader', 'headerIn', 'headerOut', 'headerSso', 'headerCheckout', 'footer',
];

export function createEmptyTemplateSet(): TemplateSet {
  return { templates: {}, translations: {}, assets: {} };
}

/**
 * A template set (DESIGN §4) with only what the renderer may use: string templates of known slots
 * (a blank one is dropped so the slot falls back to its default template), string translations,
 * and assets whose url is http(s) or relative. Anything else gives an empty set, which means the
 * default template in every slot. A markup template over MAX_TEMPLATE_LENGTH is dropped too, and
 * `warn` is told.
 */
export function normalizeTemplateSet(value: unknown, warn?: (message: string) => void): TemplateSet {
  const set = createEmptyTemplateSet();
  if (!isRecord(value) || !isRecord(value.templates)) return set;
  for (const slot of TEMPLATE_SLOTS) {
    const template = value.templates[slot];
    if (typeof template !== 'string' || template.trim() === '' || exceedsTemplateLimit(slot, template, warn)) continue;
    set.templates[slot] = template;
  }
  set.translations = pickStrings(value.translations);
  if (isRecord(value.assets)) {
    for (const [group, names] of Object.entries(value.assets)) {
      if (!isRecord(names)) continue;
      const kept: Record<string, { url: string }> = {};
      for (const [name, asset] of Object.entries(names)) {
        if (isRecord(asset) && isAssetUrl(asset.url)) kept[name] = { url: asset.url };
      }
      if (Object.keys(kept).length > 0) set.assets[group] = kept;
    }
  }
  return set;
}

function isAssetUrl(url: unknown): url is string {
  if (typeof url !== 'string' || url.trim() === '') return false;
  const scheme = /^\s*([a-z][a-z0-9+.-]*):/i.exec(url)?.[1]?.toLowerCase();
  return scheme === undefined || scheme === 'http' || scheme === 'https';
}

import { isRecord } from '../bootstrap/isRecord.ts';
import { RUNTIME_VERSION } from '../bootstrap/defaults.ts';
import { HEADER_WIDGET, storageKey } from '../cache/storageKey.ts';
import { readStored } from '../cache/storageMemo.ts';
import type { StorageLike } from '../env.ts';
import { hashTemplate } from './hashTemplate.ts';

/** Sanitized forms kept per marketplace: the templates of a few pages' headers and footers. */
const KEPT = 6;

interface StoredForms {
  version: string;
  /** [template key, sanitized HTML], the most recently stored first. */
  forms: [string, string][];
}

/** A template's key in the store: its hash and length (the hash alone is not collision-proof). */
export function safeTemplateKey(template: string, runtimeTemplate: boolean): string {
  return `${hashTemplate(template)}.${template.length}${runtimeTemplate ? '.runtime' : ''}`;
}

function keyOf(marketUrl: string): string {
  return storageKey({ marketUrl, widget: HEADER_WIDGET, key: 'safeTemplates' });
}

/** The stored forms; an absent, corrupt or other version's value reads as none. */
function parseForms(raw: string | null): StoredForms {
  const none: StoredForms = { version: RUNTIME_VERSION, forms: [] };
  if (raw === null) return none;
  let value: unknown;
  try {
    value = JSON.parse(raw);
  } catch {
    return none;
  }
  if (!isRecord(value) || value.version !== RUNTIME_VERSION || !Array.isArray(value.forms)) return none;
  const forms = value.forms.filter((form): form is [string, string] => Array.isArray(form) && typeof form[0] === 'string' && typeof form[1] === 'string');
  return { version: RUNTIME_VERSION, forms };
}

/**
 * The sanitized form stored for a template (SPEC §4's cached render, DESIGN §6): what the page's
 * sanitizer made of it on an earlier view, for a warm view to render before the sanitizer's chunk
 * is loaded. Unchecked: the caller verifies it (verifySafeTemplate) before any use.
 */
export function recallSafeTemplate(storage: StorageLike, marketUrl: string, key: string): string | undefined {
  try {
    return readStored(storage, keyOf(marketUrl), parseForms).forms.find(([stored]) => stored === key)?.[1];
  } catch {
    return undefined;
  }
}

/** Keeps a template's sanitized form, the oldest dropped past six; a full storage only costs the next view its form. */
export function rememberSafeTemplate(storage: StorageLike, marketUrl: string, key: string, html: string): void {
  try {
    const { forms } = readStored(storage, keyOf(marketUrl), parseForms);
    if (forms.some(([stored, form]) => stored === key && form === html)) return;
    const kept = [[key, html] as [string, string], ...forms.filter(([stored]) => stored !== key)].slice(0, KEPT);
    storage.setItem(keyOf(marketUrl), JSON.stringify({ version: RUNTIME_VERSION, forms: kept } satisfies StoredForms));
  } catch {
    // Nothing to do: the next view sanitizes again.
  }
}

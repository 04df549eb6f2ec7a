import type { BootstrapContext, HeaderThemeSettings, TemplateName, TemplateSlot } from '../../engine/core/wire/marketTypes.ts';
import type { PreviewOptions } from '../../engine/core/preview/previewOptions.ts';
import { PREVIEW_FOLDER, TEMPLATE_FILES, TEMPLATE_FOLDER_FILES } from '../templateFolder/templateFolderFiles.ts';

/**
 * The playground's template set: the files of a template folder, by the names the template server
 * reads, as text. Pure: the page, the import and export, and the tests share it.
 */
export type PlaygroundFiles = Record<string, string>;

/** The files the playground edits, in the order of its tabs. */
export const PLAYGROUND_FILES = [
  'headerIn.html', 'headerOut.html', 'headerSso.html', 'headerCheckout.html', 'footer.html', 'css.css', 'cssHeader.css',
  'headerTheme.json', 'translations.json',
] as const;

export const LAYOUTS: readonly TemplateName[] = ['headerIn', 'headerOut', 'headerSso', 'headerCheckout'];

function parseJsonObject<T>(text: string | undefined): T | undefined {
  if (!text?.trim()) return undefined;
  try {
    const value: unknown = JSON.parse(text);
    return typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as T) : undefined;
  } catch {
    return undefined; // the linter reports the file; the preview goes on without it
  }
}

/** What UniversalNav.preview is given for this set, user and layout: nothing is fetched. */
export function previewOptionsOf(files: PlaygroundFiles, choice: { bootstrap?: BootstrapContext; layout: TemplateName }): PreviewOptions {
  const templates: Partial<Record<TemplateSlot, string>> = {};
  for (const [slot, name] of Object.entries(TEMPLATE_FILES) as [TemplateSlot, string][]) {
    const text = files[name];
    if (text !== undefined && text.trim() !== '') templates[slot] = text;
  }
  const theme = parseJsonObject<HeaderThemeSettings>(files['headerTheme.json']);
  const translations = parseJsonObject<Record<string, string>>(files['translations.json']);
  return {
    templates,
    layout: choice.layout,
    show: 'both',
    ...(choice.bootstrap ? { bootstrap: choice.bootstrap } : {}),
    ...(theme ? { theme } : {}),
    ...(translations ? { translations } : {}),
  };
}

export interface ImportedSet {
  files: PlaygroundFiles;
  /** Each file left out, with why: the template server would not read it either. */
  ignored: string[];
}

/**
 * A folder or zip as the template server reads it: files at its top by their exact names; the
 * preview/ copies and anything else are named as left out. A zip made of a folder (one top
 * folder holding the files) is read from inside that folder.
 */
export function importEntries(entries: readonly { path: string; text: string }[]): ImportedSet {
  const paths = entries.map((entry) => entry.path.replace(/\\/g, '/').replace(/^\/+/, ''));
  const tops = new Set(paths.map((path) => (path.includes('/') ? path.split('/')[0] : '')));
  const root = tops.size === 1 && !tops.has('') ? `${[...tops][0]}/` : '';
  const files: PlaygroundFiles = {};
  const ignored: string[] = [];
  entries.forEach((entry, index) => {
    const path = (paths[index] ?? '').slice(root.length);
    if (path === '' || path.endsWith('/')) return;
    if (path.startsWith(`${PREVIEW_FOLDER}/`)) ignored.push(`${path}: preview copies are not edited here`);
    else if (path.includes('/')) ignored.push(`${path}: the template server reads no sub-folder but ${PREVIEW_FOLDER}/`);
    else if (!TEMPLATE_FOLDER_FILES.includes(path)) ignored.push(`${path}: the template server never reads this file`);
    else if (!(PLAYGROUND_FILES as readonly string[]).includes(path)) ignored.push(`${path}: kept out of the playground (the template server reads it)`);
    else files[path] = entry.text;
  });
  return { files, ignored };
}

/** The files to export: every edited file that has text, by its server name. */
export function exportedFiles(files: PlaygroundFiles): PlaygroundFiles {
  return Object.fromEntries(PLAYGROUND_FILES.filter((name) => (files[name] ?? '').trim() !== '').map((name) => [name, files[name] ?? '']));
}

export interface StoredPlayground {
  partner: string;
  files: PlaygroundFiles;
}

/** The working set kept in localStorage; anything corrupt or of another shape is dropped. */
export function readStoredPlayground(raw: string | null): StoredPlayground | null {
  if (!raw) return null;
  try {
    const value = JSON.parse(raw) as Partial<StoredPlayground> | null;
    if (!value || typeof value.partner !== 'string' || typeof value.files !== 'object' || value.files === null) return null;
    const files: PlaygroundFiles = {};
    for (const name of PLAYGROUND_FILES) {
      const text = (value.files as Record<string, unknown>)[name];
      if (typeof text === 'string') files[name] = text;
    }
    return { partner: value.partner, files };
  } catch {
    return null;
  }
}

import { bytesOfText } from './createContentCache.ts';
import { jsonForScript } from './jsonForScript.ts';
import type { ServerNavData } from './serverNavData.ts';
import { templateSetCache } from './templateSetCache.ts';

/**
 * A page's data (ServerNavData) as jsonForScript writes it, its template set written once per
 * content (templateSetCache): the templates are most of the text, and the same from page view to
 * page view, where the rest (the user, the texts) is the request's own.
 */
export function pageDataJson(data: ServerNavData): string {
  const { templateSet, ...rest } = data;
  const templates = Object.entries(templateSet.templates);
  const setJson = templateSetCache.derive(
    `pageTemplates|${templates.map(([slot]) => slot).join(',')}|${jsonForScript({ translations: templateSet.translations, assets: templateSet.assets })}`,
    templates.map(([, text]) => text ?? ''),
    () => jsonForScript(templateSet),
    bytesOfText,
  );
  // `rest` is an object: its JSON ends with the closing brace the set goes before.
  return `${jsonForScript(rest).slice(0, -1)}${Object.keys(rest).length > 0 ? ',' : ''}"templateSet":${setJson}}`;
}

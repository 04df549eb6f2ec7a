import { didYouMean } from '../../engine/core/template/didYouMean.ts';
import { PREVIEW_FOLDER, TEMPLATE_FOLDER_FILES } from './templateFolderFiles.ts';

/** Extensions a partner would write a template in: such a file the server does not read is a mistake. */
const TEMPLATE_LIKE = /\.(html?|txt|hbs|handlebars|mustache|tpl)$/i;

const stemOf = (name: string) => name.replace(/\.[^.]*$/, '');

/** The served file a name most likely meant: by whole name, else by name without extension (`headerIn.txt`). */
function meantFile(name: string): string | undefined {
  const byName = didYouMean(name, TEMPLATE_FOLDER_FILES);
  if (byName) return byName;
  const stem = didYouMean(stemOf(name), TEMPLATE_FOLDER_FILES.map(stemOf));
  return stem === undefined ? undefined : TEMPLATE_FOLDER_FILES.find((file) => stemOf(file) === stem);
}

/**
 * What to tell a partner about a file of a template folder, or undefined when the template server
 * reads it or it is plainly no template (a logo, a README). A name close to one the server reads
 * (`header-in.html`, `headerin.html`, `headerIn.htm`, `headerIn.txt`) is told which name it meant:
 * names are matched exactly, case included, so the server never reads these.
 */
export function unservedFileName(name: string): string | undefined {
  if (TEMPLATE_FOLDER_FILES.includes(name)) return undefined;
  const meant = meantFile(name);
  if (meant) return `the template server never reads this file: did you mean ${meant}?`;
  if (TEMPLATE_LIKE.test(name)) return `the template server never reads this file: it reads only ${TEMPLATE_FOLDER_FILES.join(', ')}`;
  return undefined;
}

/** What to tell a partner about a folder inside a template folder: only preview/ is read. */
export function unservedFolderName(name: string): string | undefined {
  if (name === PREVIEW_FOLDER) return undefined;
  if (name.toLowerCase() === PREVIEW_FOLDER || didYouMean(name, [PREVIEW_FOLDER])) {
    return `the template server never reads this folder: did you mean ${PREVIEW_FOLDER}/?`;
  }
  return undefined;
}

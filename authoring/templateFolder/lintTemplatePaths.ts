import { readFileSync, readdirSync, statSync } from 'node:fs';
import { basename, join } from 'node:path';
import { PREVIEW_FOLDER, TEMPLATE_FOLDER_FILES } from './templateFolderFiles.ts';
import { realPathIn } from './realPathIn.ts';
import { lintCssText } from '../lint/lintCssText.ts';
import { lintTemplateFiles } from './lintTemplateFiles.ts';
import { unservedFileName, unservedFolderName } from './unservedFileName.ts';

/** One thing a partner should fix: in a file (at a line, for a token) or in the folder itself. */
export interface TemplateProblem {
  file: string;
  line?: number;
  token?: string;
  message: string;
}

export interface TemplateLintReport {
  /** Why nothing could be checked (a folder that is missing or no folder): exit 2. */
  fatal?: string;
  /** How many files were read. */
  checked: number;
  problems: TemplateProblem[];
}

function lintJson(file: string): TemplateProblem[] {
  try {
    JSON.parse(readFileSync(file, 'utf8'));
    return [];
  } catch (error) {
    return [{ file, message: `not valid JSON, so the template server cannot read it: ${(error as Error).message}` }];
  }
}

/** The problems of one file, by what the server does with its kind. */
function lintFile(file: string): TemplateProblem[] {
  if (file.endsWith('.css')) return lintCssText(readFileSync(file, 'utf8'), basename(file, '.css')).map((issue) => ({ file, ...issue }));
  if (file.endsWith('.json')) return lintJson(file);
  return lintTemplateFiles([file]).map(({ issue }) => ({ file, ...issue }));
}

/**
 * What a symbolic link in a template folder is to the template server: a file or folder when its
 * real path lies inside the top folder. A link out of it (or to nothing) under a name the server
 * reads is nothing, and reported: the server serves the default, or the published file, instead.
 */
function followLink(root: string, path: string, name: string, nested: boolean, problems: TemplateProblem[]): 'file' | 'folder' | undefined {
  const target = realPathIn(root, path);
  if (target?.inside) return statSync(target.real).isDirectory() ? 'folder' : 'file';
  const isPreview = !nested && name === PREVIEW_FOLDER;
  // A name the server never reads is only named, as a file's, never read.
  if (!isPreview && !TEMPLATE_FOLDER_FILES.includes(name)) return 'file';
  if (!target) problems.push({ file: path, message: 'a symbolic link to nothing: the template server skips it' });
  else {
    const instead = isPreview ? 'so preview mode shows the published files' : nested ? 'and serves the published file instead' : 'and serves the default instead';
    problems.push({ file: path, message: `a symbolic link out of the template folder (to ${target.real}): the template server does not follow it, ${instead}` });
  }
  return undefined;
}

/** A template folder as the template server reads it: the served files are linted, the others named. */
function lintFolder(dir: string, problems: TemplateProblem[], root = dir): string[] {
  const nested = dir !== root;
  const served: string[] = [];
  for (const entry of readdirSync(dir, { withFileTypes: true }).sort((a, b) => a.name.localeCompare(b.name))) {
    const path = join(dir, entry.name);
    const kind = entry.isSymbolicLink() ? followLink(root, path, entry.name, nested, problems) : entry.isDirectory() ? 'folder' : 'file';
    if (kind === undefined) continue;
    if (kind === 'folder') {
      if (!nested && entry.name === PREVIEW_FOLDER) served.push(...lintFolder(path, problems, root));
      else {
        const message = nested ? undefined : unservedFolderName(entry.name);
        if (message) problems.push({ file: path, message });
      }
    } else if (TEMPLATE_FOLDER_FILES.includes(entry.name)) {
      served.push(path);
    } else {
      const message = unservedFileName(entry.name);
      if (message) problems.push({ file: path, message });
    }
  }
  return served;
}

/**
 * Lints template folders (or single files) as the template server would serve them. A folder with
 * no file the server reads is a problem: the partner would see the default templates, not theirs.
 */
export function lintTemplatePaths(paths: readonly string[]): TemplateLintReport {
  const problems: TemplateProblem[] = [];
  const files: string[] = [];
  for (const path of paths) {
    const stat = statSync(path, { throwIfNoEntry: false });
    if (!stat) return { fatal: `Template folder not found: ${path}`, checked: 0, problems: [] };
    if (stat.isDirectory()) {
      const served = lintFolder(path, problems);
      if (served.length === 0) {
        problems.push({ file: path, message: `no template files: the template server would serve the default templates; it reads ${TEMPLATE_FOLDER_FILES.join(', ')}` });
      }
      files.push(...served);
    } else if (stat.isFile()) {
      const message = unservedFileName(basename(path));
      if (message) problems.push({ file: path, message });
      files.push(path);
    } else return { fatal: `Not a template folder or file: ${path}`, checked: 0, problems: [] };
  }
  for (const file of files) problems.push(...lintFile(file));
  return { checked: files.length, problems };
}

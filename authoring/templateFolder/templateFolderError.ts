import { statSync } from 'node:fs';

/** Why `path` cannot be served as a template folder (missing, or no folder), or undefined when it can. */
export function templateFolderError(path: string): string | undefined {
  const stat = statSync(path, { throwIfNoEntry: false });
  if (!stat) return `Template folder not found: ${path}`;
  return stat.isDirectory() ? undefined : `Not a folder: ${path}`;
}

/**
 * The set in and out of the page: a zip or a folder read into the event that says how it went
 * (within importLimits.ts), and the set downloaded as the zip of the template folder.
 */
import { el } from './dom.ts';
import { importLimitProblem, zipSizeProblem } from './importLimits.ts';
import type { PlaygroundEvent } from './state.ts';
import { exportedFiles, importEntries, type PlaygroundFiles } from './templateSet.ts';
import { unzipFiles, zipFiles, type UnzippedFiles } from './zip.ts';

/** A zip: too large a file is not even read; its entries' declared sizes are checked before any is inflated. */
export async function readZip(file: Blob): Promise<PlaygroundEvent> {
  const tooBig = zipSizeProblem(file.size);
  if (tooBig) return { type: 'ImportRefused', source: 'zip', reason: tooBig };
  let read: UnzippedFiles;
  try {
    read = unzipFiles(new Uint8Array(await file.arrayBuffer()));
  } catch {
    return { type: 'ImportUnreadable', source: 'zip' };
  }
  if ('problem' in read) return { type: 'ImportRefused', source: 'zip', reason: read.problem };
  return { type: 'ZipImported', imported: importEntries(read.files) };
}

/** A folder: its files' sizes are checked before any is read. */
export async function readFolder(chosen: readonly File[]): Promise<PlaygroundEvent> {
  const entries = chosen.map((file) => ({ file, path: file.webkitRelativePath || file.name }));
  const overLimit = importLimitProblem(entries.map(({ file, path }) => ({ path, size: file.size })));
  if (overLimit) return { type: 'ImportRefused', source: 'folder', reason: overLimit };
  try {
    return { type: 'FolderImported', imported: importEntries(await Promise.all(entries.map(async ({ file, path }) => ({ path, text: await file.text() })))) };
  } catch {
    return { type: 'ImportUnreadable', source: 'folder' };
  }
}

export function downloadZip(files: PlaygroundFiles): void {
  const blob = new Blob([zipFiles(exportedFiles(files)) as Uint8Array<ArrayBuffer>], { type: 'application/zip' });
  const link = el('a', { href: URL.createObjectURL(blob), download: 'templates.zip' });
  link.click();
  setTimeout(() => URL.revokeObjectURL(link.href), 1000);
}

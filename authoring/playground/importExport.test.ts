import { expect, it } from 'vitest';
import { readFolder, readZip } from './importExport.ts';
import { IMPORT_LIMITS } from './importLimits.ts';
import { zipFiles } from './zip.ts';

const zipBlob = (files: Record<string, string>) => new Blob([zipFiles(files) as Uint8Array<ArrayBuffer>]);

it('a zip becomes the files the server reads, with the rest named as left out', async () => {
  expect(await readZip(zipBlob({ 'mine/headerIn.html': '<p>in</p>', 'mine/header-in.html': 'x' }))).toEqual({
    type: 'ZipImported',
    imported: { files: { 'headerIn.html': '<p>in</p>' }, ignored: ['header-in.html: the template server never reads this file'] },
  });
});

it('a zip over the size limit is refused before it is read; one that is no zip is refused as damaged', async () => {
  const huge = new Blob([new Uint8Array(IMPORT_LIMITS.zipBytes + 1)]);
  expect(await readZip(huge)).toEqual({ type: 'ImportRefused', source: 'zip', reason: 'it is 3 MB; the playground imports zips up to 3 MB' });
  expect(await readZip(new Blob(['not a zip at all, only some text']))).toEqual({ type: 'ImportRefused', source: 'zip', reason: 'it is damaged or not a zip' });
});

it("a folder's files are read by their path in the folder; too many are refused before any is read", async () => {
  const file = (path: string, text: string) => Object.defineProperty(new File([text], path.split('/').pop()!), 'webkitRelativePath', { value: path });
  expect(await readFolder([file('mine/footer.html', '<p>f</p>'), file('mine/preview/footer.html', 'p')])).toEqual({
    type: 'FolderImported',
    imported: { files: { 'footer.html': '<p>f</p>' }, ignored: ['preview/footer.html: preview copies are not edited here'] },
  });
  const many = Array.from({ length: IMPORT_LIMITS.items + 1 }, (_, index) => new File(['x'], `n${index}.txt`));
  expect(await readFolder(many)).toMatchObject({ type: 'ImportRefused', source: 'folder', reason: expect.stringMatching(/^it holds 65 items/) });
});

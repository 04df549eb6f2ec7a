import { describe, expect, it } from 'vitest';
import { templateFolderError } from './templateFolderError.ts';

describe('templateFolderError', () => {
  it('names a missing folder', () => {
    expect(templateFolderError('no/such/folder')).toBe('Template folder not found: no/such/folder');
  });

  it('names a file given as a folder', () => {
    expect(templateFolderError('package.json')).toBe('Not a folder: package.json');
  });

  it('has nothing to say about a folder', () => {
    expect(templateFolderError('fixtures/partners/northwind')).toBeUndefined();
  });
});

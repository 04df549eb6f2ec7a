import { mkdirSync, symlinkSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { tempDir } from '../../fixtures/server/marketServer.testkit.ts';
import { realPathIn } from './realPathIn.ts';

const folders: { path: string; remove(): void }[] = [];
afterEach(() => {
  for (const folder of folders.splice(0)) folder.remove();
});

/** root/templates holding a file, a sub-folder and links; root/secret.html beside it. */
function layout(): { root: string; templates: string } {
  const dir = tempDir('unav-realpath-');
  folders.push(dir);
  const templates = join(dir.path, 'templates');
  mkdirSync(join(templates, 'shared'), { recursive: true });
  writeFileSync(join(templates, 'headerIn.html'), '<header></header>');
  writeFileSync(join(templates, 'shared', 'footer.html'), '<footer></footer>');
  writeFileSync(join(dir.path, 'secret.html'), 'secret');
  return { root: dir.path, templates };
}

describe('realPathIn', () => {
  it('a file, or a link to one, inside the folder is inside, at its real path', () => {
    const { templates } = layout();
    symlinkSync('shared/footer.html', join(templates, 'footer.html'));
    expect(realPathIn(templates, join(templates, 'headerIn.html'))?.inside).toBe(true);
    expect(realPathIn(templates, join(templates, 'footer.html'))).toEqual({ real: expect.stringMatching(/\/templates\/shared\/footer\.html$/), inside: true });
  });

  it('a link out of the folder, relative or absolute, or through a linked folder, is outside', () => {
    const { root, templates } = layout();
    symlinkSync('../secret.html', join(templates, 'footer.html'));
    symlinkSync('/etc/passwd', join(templates, 'headerOut.html'));
    symlinkSync(root, join(templates, 'preview'));
    symlinkSync('.', join(templates, 'css.css'));
    expect(realPathIn(templates, join(templates, 'footer.html'))).toEqual({ real: expect.stringMatching(/\/secret\.html$/), inside: false });
    expect(realPathIn(templates, join(templates, 'headerOut.html'))?.inside).toBe(false);
    expect(realPathIn(templates, join(templates, 'preview', 'secret.html'))?.inside).toBe(false);
    // The folder itself is no file in it.
    expect(realPathIn(templates, join(templates, 'css.css'))?.inside).toBe(false);
  });

  it('a missing file, a link to nothing or a loop of links is undefined', () => {
    const { templates } = layout();
    symlinkSync('nothing.html', join(templates, 'footer.html'));
    symlinkSync('css.css', join(templates, 'cssHeader.css'));
    symlinkSync('cssHeader.css', join(templates, 'css.css'));
    expect(realPathIn(templates, join(templates, 'headerSso.html'))).toBeUndefined();
    expect(realPathIn(templates, join(templates, 'footer.html'))).toBeUndefined();
    expect(realPathIn(templates, join(templates, 'css.css'))).toBeUndefined();
  });

  it('the folder may itself be reached through a link', () => {
    const { root, templates } = layout();
    symlinkSync(templates, join(root, 'linked'));
    expect(realPathIn(join(root, 'linked'), join(root, 'linked', 'headerIn.html'))?.inside).toBe(true);
  });
});

import { symlinkSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { tempDir } from '../../fixtures/server/marketServer.testkit.ts';
import { printTemplateReport } from './templateReport.ts';

const folders: { path: string; remove(): void }[] = [];
afterEach(() => {
  for (const folder of folders.splice(0)) folder.remove();
});

function report(dir: string, changed?: string | null): { lines: string[]; exitCode: number } {
  const lines: string[] = [];
  const exitCode = printTemplateReport(dir, (line) => lines.push(line), changed);
  return { lines, exitCode };
}

describe('printTemplateReport', () => {
  it('at start: a header, then the problems indented', () => {
    const dir = tempDir('unav-report-');
    folders.push(dir);
    writeFileSync(join(dir.path, 'headerIn.html'), '<header>{{userFirstname}}</header>');
    expect(report(dir.path)).toEqual({
      lines: [
        `Template check of ${dir.path}:`,
        `  ${dir.path}/headerIn.html:1  {{userFirstname}}  unknown name 'userFirstname': did you mean 'userFirstName'? it renders nothing unless the host page registers a placeholder of that name`,
        '  1 problem in 1 file.',
      ],
      exitCode: 1,
    });
  });

  it('after a change: a header naming the file, then the whole folder again', () => {
    const dir = tempDir('unav-report-');
    folders.push(dir);
    writeFileSync(join(dir.path, 'headerIn.html'), '<header>{{userFirstName}}</header>');
    writeFileSync(join(dir.path, 'footer.html'), '<footer>{{copyrightYear}}</footer>');
    expect(report(dir.path, 'footer.html')).toEqual({
      lines: [`Changed: footer.html (template check of ${dir.path} again):`, '  No problems in 2 files.'],
      exitCode: 0,
    });
    expect(report(dir.path, null).lines[0]).toBe(`Changed: a file (template check of ${dir.path} again):`);
  });

  it('prints the changed file\'s name and the template text without terminal escape sequences', () => {
    const dir = tempDir('unav-report-');
    folders.push(dir);
    writeFileSync(join(dir.path, 'headerIn.html'), '<header>{{userFirst\x1b]0;pwned\x07name}}</header>\x1b[2J');
    expect(report(dir.path, 'headerIn.html\x1b[2J\x1b]0;pwned\x07\r').lines).toEqual([
      `Changed: headerIn.html (template check of ${dir.path} again):`,
      `  ${dir.path}/headerIn.html:1  {{userFirstname}}  not supported: triple braces, sections, partials, helpers and comments are never executed and render nothing`,
      '  1 problem in 1 file.',
    ]);
  });

  it('at start, names a template file linked out of the folder, which is not served', () => {
    const dir = tempDir('unav-report-');
    folders.push(dir);
    writeFileSync(join(dir.path, 'footer.html'), '<footer></footer>');
    symlinkSync('/etc/passwd', join(dir.path, 'headerIn.html'));
    expect(report(dir.path).lines).toEqual([
      `Template check of ${dir.path}:`,
      `  ${dir.path}/headerIn.html  a symbolic link out of the template folder (to /etc/passwd): the template server does not follow it, and serves the default instead`,
      '  1 problem in 1 file.',
    ]);
  });

  it('a folder removed while served: the one-line error, no stack', () => {
    const dir = tempDir('unav-report-');
    dir.remove();
    expect(report(dir.path, 'headerIn.html')).toEqual({
      lines: [`Changed: headerIn.html (template check of ${dir.path} again):`, `  Template folder not found: ${dir.path}`],
      exitCode: 2,
    });
  });
});

import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, it } from 'vitest';
import { tempDir } from '../../fixtures/server/marketServer.testkit.ts';
import { lintTemplateFiles } from './lintTemplateFiles.ts';

it('lints every .html file of a template folder, naming file and line', () => {
  const dir = tempDir('unav-lint-');
  try {
    writeFileSync(join(dir.path, 'headerIn.html'), '<header>\n{{logo}}\n{{{companyName}}}</header>\n<a href="/x" onclick="track()">x</a>');
    writeFileSync(join(dir.path, 'footer.html'), '<footer>{{copyrightYear}}</footer>');
    writeFileSync(join(dir.path, 'css.css'), '{{notATemplate}}');
    const found = lintTemplateFiles([dir.path]);
    expect(found.map(({ file, issue }) => [file.slice(dir.path.length + 1), issue.line, issue.token])).toEqual([
      ['headerIn.html', 3, '{{{companyName}}}'],
      ['headerIn.html', 4, 'onclick="track()"'],
    ]);
  } finally {
    dir.remove();
  }
});

it('the shipped default templates and the fixture partners have nothing to report', () => {
  // The default templates are the runtime's own: they use its classes (unav-header ...), which a partner may not.
  expect(lintTemplateFiles(['runtime/templates'], { runtimeTemplate: true })).toEqual([]);
  expect(lintTemplateFiles(['fixtures/partners/northwind', 'fixtures/partners/globex', 'fixtures/partners/globex/preview'])).toEqual([]);
  expect(lintTemplateFiles(['runtime/templates']).map(({ issue }) => issue.token)).toContain('class="unav-header"');
});

import { describe, expect, it } from 'vitest';
import { formatTemplateProblem, formatTemplateReport } from './formatTemplateReport.ts';

describe('formatTemplateReport', () => {
  it('exits 2 with the reason when nothing could be read', () => {
    expect(formatTemplateReport({ fatal: 'Template folder not found: nope', checked: 0, problems: [] })).toEqual({ lines: ['Template folder not found: nope'], exitCode: 2 });
  });

  it('exits 0 and counts the files when clean', () => {
    expect(formatTemplateReport({ checked: 1, problems: [] })).toEqual({ lines: ['No problems in 1 file.'], exitCode: 0 });
    expect(formatTemplateReport({ checked: 3, problems: [] }).lines).toEqual(['No problems in 3 files.']);
  });

  it('exits 1 with a line per problem and a count', () => {
    const report = formatTemplateReport({ checked: 2, problems: [{ file: 'd/x.html', message: 'm' }, { file: 'd/a.html', line: 3, token: '{{x}}', message: 'n' }] });
    expect(report).toEqual({ lines: ['d/x.html  m', 'd/a.html:3  {{x}}  n', '2 problems in 2 files.'], exitCode: 1 });
  });
});

it('says when no file the server reads was found', () => {
  expect(formatTemplateReport({ checked: 0, problems: [{ file: 'd', message: 'no template files' }] }).lines.at(-1)).toBe('1 problem, and no file the template server reads.');
});

describe('formatTemplateProblem', () => {
  it('names file and line', () => {
    expect(formatTemplateProblem({ file: 'f.html', line: 1, token: '<script>', message: 'removed' })).toBe('f.html:1  <script>  removed');
  });
});

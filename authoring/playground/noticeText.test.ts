import { expect, it } from 'vitest';
import { noticeText } from './noticeText.ts';

it("names the partner's set it started from, or says the partner shows the defaults", () => {
  expect(noticeText({ kind: 'partnerSetLoaded', partner: 'GLOBEX', ownTemplates: true })).toBe("Started from GLOBEX's published set.");
  expect(noticeText({ kind: 'partnerSetLoaded', partner: 'APPSMART', ownTemplates: false })).toBe('APPSMART shows the default templates: write a file to replace one.');
  expect(noticeText({ kind: 'partnerSetMissing', partner: 'NOPE' })).toBe('No template set for NOPE.');
  expect(noticeText({ kind: 'storedSetRead' })).toBe('Your last set, kept in this browser.');
  expect(noticeText({ kind: 'none' })).toBe('');
});

it('names the files imported and each one left out with why, or that nothing was', () => {
  expect(noticeText({ kind: 'imported', files: ['headerIn.html', 'css.css'], ignored: [] })).toBe('Imported headerIn.html, css.css.');
  expect(noticeText({ kind: 'imported', files: ['headerIn.html'], ignored: ['a.txt: why', 'b.txt: why'] })).toBe('Imported headerIn.html. Left out: a.txt: why; b.txt: why');
  expect(noticeText({ kind: 'imported', files: [], ignored: ['a.txt: why'] })).toBe('Nothing imported: no file the template server reads. Left out: a.txt: why');
  expect(noticeText({ kind: 'imported', files: [], ignored: [] })).toBe('Nothing imported: no file the template server reads.');
});

it('says which import was refused and why, and why the set could not be checked', () => {
  expect(noticeText({ kind: 'importRefused', source: 'zip', reason: 'it is damaged or not a zip' })).toBe('The zip is not imported: it is damaged or not a zip.');
  expect(noticeText({ kind: 'importUnreadable', source: 'folder' })).toBe('The folder could not be read.');
  expect(noticeText({ kind: 'lintFailed', message: 'the linter answered 500' })).toBe('The set could not be checked: the linter answered 500');
});

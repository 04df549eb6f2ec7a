import { expect, it } from 'vitest';
import { resultLabel, toSearchResult } from './resultLabel.ts';

it('label precedence: emptyResultText, subject, name, filename, title, message', () => {
  const doc = { message: 'm', title: 't', filename: 'f', name: 'n', subject: 's', emptyResultText: 'e' };
  expect(resultLabel(doc)).toBe('e');
  expect(resultLabel({ ...doc, emptyResultText: undefined })).toBe('s');
  expect(resultLabel({ message: 'm', title: 't', filename: 'f', name: 'n' })).toBe('n');
  expect(resultLabel({ message: 'm', title: 't', filename: 'f' })).toBe('f');
  expect(resultLabel({ message: 'm', title: 't' })).toBe('t');
  expect(resultLabel({ message: 'm' })).toBe('m');
});

it('an empty or non-text field does not count as present', () => {
  expect(resultLabel({ subject: '', name: 42, title: 'Quarterly report' })).toBe('Quarterly report');
  expect(resultLabel({})).toBe('');
});

it('a doc becomes a result with its url, image, source and content type', () => {
  expect(
    toSearchResult({ source: 'marketplace', content_type: 'app', url: 'https://x/apps/1', imageUrl: '', name: 'Slack' }),
  ).toEqual({ source: 'marketplace', contentType: 'app', url: 'https://x/apps/1', imageUrl: undefined, label: 'Slack' });
});

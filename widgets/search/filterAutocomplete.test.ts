import { expect, it } from 'vitest';
import { filterAutocomplete } from './filterAutocomplete.ts';

it('keeps only string values that contain the lowercased query', () => {
  const docs = [{ name: 'Salesforce CRM', id: 42, tags: ['crm'], vendor: 'Acme' }];
  expect(filterAutocomplete(docs, 'CRM')).toEqual(['Salesforce CRM']);
});

it('drops values longer than 7 words', () => {
  const docs = [{ a: 'crm one two three four five six', b: 'crm one two three four five six seven' }];
  expect(filterAutocomplete(docs, 'crm')).toEqual(['crm one two three four five six']);
});

it('strips registered and copyright signs and commas', () => {
  expect(filterAutocomplete([{ name: 'Office® 365, Business©' }], 'office')).toEqual(['Office 365 Business']);
});

it('removes duplicates case-insensitively, keeping the first', () => {
  const docs = [{ name: 'Slack' }, { title: 'slack' }, { name: 'Slack®' }];
  expect(filterAutocomplete(docs, 'sl')).toEqual(['Slack']);
});

it('ignores docs that are not objects', () => {
  expect(filterAutocomplete([null, 'crm', 3, { name: 'crm' }], 'crm')).toEqual(['crm']);
});

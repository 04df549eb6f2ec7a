import { expect, it } from 'vitest';
import { searchTargetOf } from './searchTarget.ts';

it('the widget is mounted in an element with id adsearch when the host names no target', () => {
  expect(searchTargetOf({})).toEqual({ target: { target: '#adsearch' }, reportMissing: false });
  expect(searchTargetOf({ search: { capabilities: ['appwise'] } })).toEqual({ target: { target: '#adsearch' }, reportMissing: true });
});

it('the host target wins over #adsearch', () => {
  expect(searchTargetOf({ search: { target: '#site-search' } })).toEqual({ target: { target: '#site-search' }, reportMissing: true });
});

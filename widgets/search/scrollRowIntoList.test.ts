import { expect, it } from 'vitest';
import { scrollRowIntoList } from './scrollRowIntoList.ts';

/** A list showing 0..100 of its content, scrolled by `scrollTop`; rows are placed in content space. */
function listAt(scrollTop: number) {
  const list = { scrollTop, getBoundingClientRect: () => ({ top: 0, bottom: 100 }) };
  const row = (top: number) => ({ getBoundingClientRect: () => ({ top: top - list.scrollTop, bottom: top + 30 - list.scrollTop }) });
  return { list, row };
}

it('leaves the list alone while the highlighted row is in view', () => {
  const { list, row } = listAt(0);
  scrollRowIntoList(list, row(60));
  expect(list.scrollTop).toBe(0);
});

it('scrolls down just enough to show a row below the view', () => {
  const { list, row } = listAt(0);
  scrollRowIntoList(list, row(90));
  expect(list.scrollTop).toBe(20);
});

it('scrolls up just enough to show a row above the view', () => {
  const { list, row } = listAt(50);
  scrollRowIntoList(list, row(30));
  expect(list.scrollTop).toBe(30);
});

import { getNavigationProductLines } from './getNavigationProductLines.ts';

it('only product lines shown on navigation are listed', () => {
  expect(
    getNavigationProductLines([
      { id: '1', name: 'Cloud', showOnNavigation: true },
      { id: '2', name: 'Hidden', showOnNavigation: false },
      { id: '3', name: 'Security', showOnNavigation: true },
    ]).map((line) => line.name),
  ).toEqual(['Cloud', 'Security']);
});

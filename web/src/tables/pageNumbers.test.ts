import { pageNumbers } from './pageNumbers';

test('page buttons keep the ends and the neighbours of the current page', () => {
  expect(pageNumbers(1, 1)).toEqual([1]);
  expect(pageNumbers(1, 3)).toEqual([1, 2, 3]);
  expect(pageNumbers(5, 12)).toEqual([1, null, 4, 5, 6, null, 12]);
  expect(pageNumbers(12, 12)).toEqual([1, null, 11, 12]);
  expect(pageNumbers(2, 10000)).toEqual([1, 2, 3, null, 10000]);
});

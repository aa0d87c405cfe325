import { connectionOf, offsetCursor, pageOf, percentageOf } from './connection.js';

test('percentageRegistered is registered / total x 100, one decimal', () => {
  expect(percentageOf(2, 3)).toBe(66.7);
  expect(percentageOf(1, 8)).toBe(12.5);
  expect(percentageOf(0, 0)).toBe(0);
  expect(percentageOf(100000, 100000)).toBe(100);
});

test('page, after and first map onto page numbers of ten', () => {
  expect(pageOf({}, 10)).toBe(1);
  expect(pageOf({ page: 4 }, 10)).toBe(4);
  expect(pageOf({ after: offsetCursor(9), first: 10 }, 10)).toBe(2);
  expect(pageOf({ after: offsetCursor(29) }, 10)).toBe(4);
  expect(() => pageOf({ first: 50 }, 10)).toThrow('first must be between 1 and 10');
  expect(() => pageOf({ after: 'garbage' }, 10)).toThrow('after is not a cursor of this list');
  expect(() => pageOf({ page: 0 }, 10)).toThrow('page must be 1 or more');
});

test('a page becomes a connection with page count and cursors by offset', () => {
  const connection = connectionOf({ rows: ['a', 'b'], page: 3, perPage: 10, lastPage: 3, total: 22 }, (row) => ({
    row,
  }));
  expect(connection.edges.map((edge) => edge.cursor)).toEqual([offsetCursor(20), offsetCursor(21)]);
  expect(connection.pageInfo).toEqual({
    hasNextPage: false,
    hasPreviousPage: true,
    startCursor: offsetCursor(20),
    endCursor: offsetCursor(21),
  });
  expect(connection).toMatchObject({ totalCount: 22, pageCount: 3, currentPage: 3, perPage: 10 });
});

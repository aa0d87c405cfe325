import { filtersFrom, urlValueOf, withFilter } from './myBenefitsFilters';

test("the URL's api values become the list's enums", () => {
  expect(filtersFrom(new URLSearchParams('category=time-off&status=opted-out'))).toEqual({
    category: 'TIME_OFF',
    status: 'OPTED_OUT',
  });
  expect(filtersFrom(new URLSearchParams('category=health'))).toEqual({ category: 'HEALTH', status: null });
});

test('an unknown or empty value is no filter', () => {
  expect(filtersFrom(new URLSearchParams('category=spaceships&status='))).toEqual({ category: null, status: null });
  expect(filtersFrom(new URLSearchParams(''))).toEqual({ category: null, status: null });
});

test('enums go back to the values the options and the URL use', () => {
  expect(urlValueOf('TIME_OFF')).toBe('time-off');
  expect(urlValueOf('NOT_SELECTED')).toBe('not-selected');
});

test('setting one filter keeps the other; null removes it', () => {
  const search = new URLSearchParams('category=health&status=active');
  expect(withFilter(search, 'status', 'declined').toString()).toBe('category=health&status=declined');
  expect(withFilter(search, 'category', null).toString()).toBe('status=active');
  expect(search.toString()).toBe('category=health&status=active');
});

// The table state the spec describes (section 4): page, search, filter and sort. Changing page or
// sort keeps the rest; search and filter also reset the page to 1.
import { useCallback, useState } from 'react';
import type { Direction } from './SortableHeader';
import { useDebouncedValue } from './useDebouncedValue';

export interface TableQuery<Sort extends string> {
  page: number;
  search: string;
  filter: string;
  sortBy: Sort;
  direction: Direction;
}

export function useTableQuery<Sort extends string>(defaultSort: Sort) {
  const [searchText, setSearchText] = useState('');
  const [state, setState] = useState<Omit<TableQuery<Sort>, 'search'> & { search: string }>({
    page: 1,
    search: '',
    filter: '',
    sortBy: defaultSort,
    direction: 'ASC',
  });
  const debounced = useDebouncedValue(searchText.trim());
  // The debounced search joins the state (and resets the page) once typing pauses.
  if (debounced !== state.search) setState((current) => ({ ...current, search: debounced, page: 1 }));

  const onSearch = useCallback((value: string) => setSearchText(value), []);
  const onFilter = useCallback((filter: string) => setState((current) => ({ ...current, filter, page: 1 })), []);
  const onPage = useCallback((page: number) => setState((current) => ({ ...current, page })), []);
  const onSort = useCallback((sortBy: Sort, direction: Direction) => setState((current) => ({ ...current, sortBy, direction })), []);
  return { query: state, searchText, onSearch, onFilter, onPage, onSort };
}

// The state of a searchable, filterable, sortable table and the handlers that
// change it. Each handler refetches there and then (useTransitionRefetch); changing page or sort
// keeps the rest, search and filter also go back to page 1. The search box answers every key at
// once but refetches only once typing has paused.
import { useEffect, useRef, useState } from 'react';
import type { Direction } from './SortableHeader';
import { type Refetch, useTransitionRefetch } from './useTransitionRefetch';

/** The spec's default debounce. */
export const SEARCH_DEBOUNCE_MS = 250;

export interface TableQuery<Sort extends string> {
  page: number;
  /** The search as last sent (trimmed), not as being typed. */
  search: string;
  filter: string;
  sortBy: Sort;
  direction: Direction;
}

export interface TableRefetch<Sort extends string> {
  query: TableQuery<Sort>;
  /** The search box's text as typed. */
  searchText: string;
  /** A change is loading: the table shows its loading state instead of the old rows. */
  loading: boolean;
  onSearch: (text: string) => void;
  onFilter: (filter: string) => void;
  onPage: (page: number) => void;
  onSort: (sortBy: Sort, direction: Direction) => void;
  /** Loads the same rows again (Try again). */
  reload: () => void;
}

export function useTableRefetch<Sort extends string, V extends object>({
  defaultSort,
  variables,
  refetch,
}: {
  defaultSort: NoInfer<Sort>;
  /** The fragment's variables for a table state. */
  variables: (query: TableQuery<Sort>) => V;
  refetch: Refetch<V>;
}): TableRefetch<Sort> {
  const [query, setQuery] = useState<TableQuery<Sort>>({
    page: 1,
    search: '',
    filter: '',
    sortBy: defaultSort,
    direction: 'ASC',
  });
  const [searchText, setSearchText] = useState('');
  const [loading, load] = useTransitionRefetch(refetch);
  // Handlers (and the debounce timer) read the state as last changed, not as last rendered.
  const latest = useRef(query);
  const typing = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(typing.current), []);

  const change = (next: Partial<TableQuery<Sort>>) => {
    latest.current = { ...latest.current, ...next };
    setQuery(latest.current);
    load(variables(latest.current));
  };

  return {
    query,
    searchText,
    loading,
    onSearch(text) {
      setSearchText(text);
      clearTimeout(typing.current);
      typing.current = setTimeout(() => {
        const search = text.trim();
        if (search !== latest.current.search) change({ search, page: 1 });
      }, SEARCH_DEBOUNCE_MS);
    },
    onFilter: (filter) => change({ filter, page: 1 }),
    onPage: (page) => change({ page }),
    onSort: (sortBy, direction) => change({ sortBy, direction }),
    reload: () => load(variables(latest.current)),
  };
}

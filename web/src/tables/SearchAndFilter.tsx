// The search box and filter select above an employee table. The search refetches once typing has
// paused (debounced); both reset the table to page 1.
import { Field, Input, Stack } from '@chakra-ui/react';
import { LabelledSelect, type SelectOption } from './LabelledSelect';

export function SearchAndFilter({
  idPrefix,
  searchLabel,
  searchPlaceholder,
  search,
  onSearch,
  filterLabel,
  filter,
  filterOptions,
  onFilter,
}: {
  idPrefix: string;
  searchLabel: string;
  searchPlaceholder: string;
  search: string;
  onSearch: (value: string) => void;
  filterLabel: string;
  filter: string;
  filterOptions: SelectOption[];
  onFilter: (value: string) => void;
}) {
  return (
    <Stack
      direction={{ base: 'column', md: 'row' }}
      gap="4"
      align={{ base: 'stretch', md: 'flex-end' }}
      flex="1"
      flexBasis={{ base: '100%', md: '0%' }}
    >
      <Field.Root flex="2" maxW={{ md: 'md' }}>
        <Field.Label htmlFor={`${idPrefix}-search`}>{searchLabel}</Field.Label>
        <Input
          id={`${idPrefix}-search`}
          type="search"
          bg="white"
          value={search}
          placeholder={searchPlaceholder}
          autoComplete="off"
          maxLength={100}
          onChange={(event) => onSearch(event.target.value)}
        />
      </Field.Root>
      <LabelledSelect
        id={`${idPrefix}-filter`}
        label={filterLabel}
        value={filter}
        options={filterOptions}
        onChange={onFilter}
        flex="1"
        maxW={{ md: '64' }}
      />
    </Stack>
  );
}

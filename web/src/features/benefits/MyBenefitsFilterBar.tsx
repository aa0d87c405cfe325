// The filters of My benefits: category and status, each a native select (keyboard and screen
// reader behaviour come with it), listing only what the person's benefits have, with counts.
// A choice changes the URL, whose navigation reads the list again.
import { Button, Field, Flex, NativeSelect } from '@chakra-ui/react';
import { graphql, useFragment } from 'react-relay';
import { useSearchParams } from 'react-router-dom';
import type { MyBenefitsFilterBar_filters$key } from '../../__generated__/MyBenefitsFilterBar_filters.graphql';
import { filtersFrom, urlValueOf, withFilter } from './myBenefitsFilters';
import { benefitStrings as S } from './strings';

interface Option {
  readonly value: string;
  readonly label: string;
  readonly count: number;
}

export function MyBenefitsFilterBar(props: { filters: MyBenefitsFilterBar_filters$key }) {
  const { categories, statuses } = useFragment(
    graphql`
      fragment MyBenefitsFilterBar_filters on BenefitFilters {
        categories {
          value
          label
          count
        }
        statuses {
          value
          label
          count
        }
      }
    `,
    props.filters,
  );
  const [search, setSearch] = useSearchParams();
  const filters = filtersFrom(search);
  const category = filters.category ? urlValueOf(filters.category) : '';
  const status = filters.status ? urlValueOf(filters.status) : '';

  return (
    <Flex
      as="form"
      role="search"
      aria-label={S.filters}
      gap="4"
      wrap="wrap"
      align="flex-end"
      onSubmit={(event) => event.preventDefault()}
    >
      <FilterSelect
        label={S.category}
        all={S.allCategories}
        options={categories}
        value={category}
        onChange={(value) => setSearch(withFilter(search, 'category', value))}
      />
      <FilterSelect
        label={S.status}
        all={S.allStatuses}
        options={statuses}
        value={status}
        onChange={(value) => setSearch(withFilter(search, 'status', value))}
      />
      {category || status ? (
        <Button variant="ghost" colorPalette="brand" onClick={() => setSearch(new URLSearchParams())}>
          {S.clearFilters}
        </Button>
      ) : null}
    </Flex>
  );
}

function FilterSelect({
  label,
  all,
  options,
  value,
  onChange,
}: {
  label: string;
  all: string;
  options: readonly Option[];
  value: string;
  onChange: (value: string | null) => void;
}) {
  // A filter from the URL that the person's benefits no longer have still shows as chosen.
  const shown =
    value && !options.some((option) => option.value === value)
      ? [...options, { value, label: value, count: 0 }]
      : options;
  return (
    <Field.Root w={{ base: 'full', sm: '15rem' }}>
      <Field.Label fontWeight="600" color="gray.800">
        {label}
      </Field.Label>
      <NativeSelect.Root size="md">
        <NativeSelect.Field bg="white" value={value} onChange={(event) => onChange(event.currentTarget.value || null)}>
          <option value="">{all}</option>
          {shown.map((option) => (
            <option key={option.value} value={option.value}>
              {S.option(option.label, option.count)}
            </option>
          ))}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
    </Field.Root>
  );
}

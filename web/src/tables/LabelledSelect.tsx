// A native select with its visible label, as the tables' controls use it (the filter above a
// table, and the sort on a narrow screen): native for the keyboard and screen readers.
import { Field, NativeSelect, type FieldRootProps } from '@chakra-ui/react';

export interface SelectOption {
  label: string;
  value: string;
}

export function LabelledSelect({
  id,
  label,
  value,
  options,
  onChange,
  ...rootProps
}: {
  id: string;
  label: string;
  value: string;
  options: readonly SelectOption[];
  onChange: (value: string) => void;
} & Omit<FieldRootProps, 'onChange'>) {
  return (
    <Field.Root {...rootProps}>
      <Field.Label htmlFor={id}>{label}</Field.Label>
      <NativeSelect.Root bg="white">
        <NativeSelect.Field id={id} value={value} onChange={(event) => onChange(event.target.value)}>
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
    </Field.Root>
  );
}
